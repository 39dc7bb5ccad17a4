import type { ResRow } from './res-row'
import { isKnownStatus, RES_STATUS } from './res-status'

/** The three list screens (their page ids). */
export type ResListPage = 'resources' | 'resource-audit' | 'resource-search'

/** Every row action of the resource lists. */
export type ResAction =
  | 'edit'
  | 'submit'
  | 'revoke'
  | 'audit'
  | 'history'
  | 'private'
  | 'recommend'
  | 'move'
  | 'up'
  | 'down'
  | 'order'
  | 'collect'
  | 'delete'

const { draft, pending, published, rejected } = RES_STATUS

/**
 * The actions a row offers on a page, in the order they show. The spec names no status codes;
 * the rules follow what the (mock) backend accepts, by the status code the row carries:
 *
 * 培训资源 (resources, the manager's own list):
 * - 编辑: any status but 待审核 (1): a course under review stays as it was sent;
 * - 提交审核: 待提交 (0) or 已驳回 (3);   撤回: 待审核 (1) or 已发布 (2);
 * - 审核记录, 设为私有 / 取消私有 (isPrivate), 移动目录, 上移, 下移, 调整排序: always;
 * - 设为推荐: 已发布 (2) only; 取消推荐 whenever isRecommend is 1 (or not known);
 * - 删除: any status but 待审核 (1) (revoke the review first).
 * 资源审核 (resource-audit): 审核 for 待审核 (1) only; 审核记录 always.
 * 资源查询 (resource-search, published courses): 收藏 / 取消收藏 (isCollect).
 *
 * A row without a status, or with a code this screen does not know, offers every action of its
 * page: the backend then decides and answers with its msg. (Status codes and the flags are not
 * documented: contract/assumed/training.ts.)
 */
export function allowedActions(row: ResRow, page: ResListPage): ResAction[] {
  const known = isKnownStatus(row.status)
  const is = (...codes: number[]) => !known || codes.includes(row.status as number)
  const actions: [ResAction, boolean][] =
    page === 'resource-audit'
      ? [
          ['audit', is(pending)],
          ['history', true],
        ]
      : page === 'resource-search'
        ? [['collect', true]]
        : [
            ['edit', is(draft, published, rejected)],
            ['submit', is(draft, rejected)],
            ['revoke', is(pending, published)],
            ['history', true],
            ['private', true],
            ['recommend', row.isRecommend !== 0 || is(published)],
            ['move', true],
            ['up', true],
            ['down', true],
            ['order', true],
            ['delete', is(draft, published, rejected)],
          ]
  return actions.filter(([, allowed]) => allowed).map(([key]) => key)
}

/** Which of `rows` allow `action` on `page` (batch actions send only those). */
export function rowsAllowing(rows: readonly ResRow[], action: ResAction, page: ResListPage) {
  return rows.filter((row) => allowedActions(row, page).includes(action))
}
