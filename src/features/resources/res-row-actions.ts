import type { RowAction } from '../../components/list/row-actions'
import { allowedActions, type ResAction, type ResListPage } from './allowed-actions'
import type { ResRow } from './res-row'

/** What each row action does; the page owns the calls and the dialogs. */
export type ResRowHandlers = Record<ResAction, (row: ResRow) => void>

/** A toggle's label: what a click will do, or both ways when the row does not say its state. */
const toggle = (flag: number | undefined, on: string, off: string, both: string) =>
  flag === undefined ? both : flag === 1 ? off : on

/**
 * The label of an action on a row (the toggles name what a click will do; a row whose answer did
 * not carry the flag names both, since the call toggles a state the page cannot see).
 */
export function actionLabel(action: ResAction, row: ResRow): string {
  switch (action) {
    case 'private':
      return toggle(row.isPrivate, '设为私有', '取消私有', '设为/取消私有')
    case 'recommend':
      return toggle(row.isRecommend, '设为推荐', '取消推荐', '设为/取消推荐')
    case 'collect':
      return toggle(row.isCollect, '收藏', '取消收藏', '收藏/取消收藏')
    default:
      return LABELS[action]
  }
}

const LABELS: Record<ResAction, string> = {
  edit: '编辑',
  submit: '提交审核',
  revoke: '撤回',
  audit: '审核',
  history: '审核记录',
  private: '设为私有',
  recommend: '设为推荐',
  move: '移动目录',
  up: '上移',
  down: '下移',
  order: '调整排序',
  collect: '收藏',
  delete: '删除',
}

/** The row's actions for RowActions: only those allowedActions gives for the row and page. */
export function resRowActions(row: ResRow, page: ResListPage, on: ResRowHandlers): RowAction[] {
  return allowedActions(row, page).map((action) => ({
    key: action,
    label: actionLabel(action, row),
    danger: action === 'delete',
    onClick: () => on[action](row),
  }))
}
