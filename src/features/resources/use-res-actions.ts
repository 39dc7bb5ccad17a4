import { createElement, useMemo } from 'react'
import {
  useBatchDeleteTrainResMutation,
  useBatchPostCheckMutation,
  useCollectMutation,
  useDeleteTrainResMutation,
  usePostCheckMutation,
  useReOrderMutation,
  useRevokeMutation,
  useSetPrivateMutation,
  useSetRecommendMutation,
} from '../../api/train-res'
import { confirmAction, confirmDelete, DELETE_CONFIRM } from '../../lib/confirm'
import { toastWarning } from '../../lib/feedback'
import { runMutation } from '../../lib/mutation'
import { rowsAllowing, type ResListPage } from './allowed-actions'
import type { ResRow } from './res-row'

/** A question with an optional second line (what a batch leaves out). */
const withNote = (question: string, note = '') =>
  note
    ? createElement('div', null, createElement('p', null, question), createElement('p', null, note))
    : question

/** Asks a question, with an optional second line. */
const ask = (question: string, note = '') => confirmAction({ content: withNote(question, note) })

/**
 * The question before a toggle (SetPrivate, SetRecommend): what it will do, or, when the row does
 * not say its state (the flags are not documented), that it switches a state the page cannot see.
 */
export function toggleQuestion(name: string, flag: number | undefined, what: string): string {
  if (flag === undefined)
    return `服务器未返回“${name}”当前是否${what}，确定要切换它的${what}状态吗？`
  return `确定要将“${name}”${flag === 1 ? '取消' : '设为'}${what}吗？`
}

/**
 * The one-click workflow actions of the resource lists (审核, 移动目录 and 调整排序 send their
 * calls from their dialogs, res-dialogs.tsx). Each state change asks first; 取消 shows 已取消
 * (confirmAction). Every call invalidates the TrainRes tag, so the list on screen reloads after it.
 * Batch actions send only the selected rows that allow the action, and resolve true when done
 * (the page clears the selection then).
 */
export function useResActions(page: ResListPage) {
  const [postCheck] = usePostCheckMutation()
  const [batchPostCheck] = useBatchPostCheckMutation()
  const [revoke] = useRevokeMutation()
  const [setPrivate] = useSetPrivateMutation()
  const [setRecommend] = useSetRecommendMutation()
  const [reOrder] = useReOrderMutation()
  const [collect] = useCollectMutation()
  const [remove] = useDeleteTrainResMutation()
  const [batchDelete] = useBatchDeleteTrainResMutation()

  return useMemo(() => {
    const batch =
      (action: 'submit' | 'delete', empty: string) =>
      (rows: readonly ResRow[]): ResRow[] | undefined => {
        if (rows.length === 0) {
          toastWarning('请选择资源')
          return undefined
        }
        const allowed = rowsAllowing(rows, action, page)
        if (allowed.length === 0) toastWarning(empty)
        return allowed.length ? allowed : undefined
      }
    const forSubmit = batch('submit', '所选资源均不能提交审核')
    const forDelete = batch('delete', '所选资源均不能删除')
    const skipped = (all: number, sent: number) =>
      sent < all ? `其余 ${all - sent} 个资源的当前状态不能这样操作，不会发送。` : ''

    return {
      submit: async (row: ResRow) => {
        if (!(await ask(`确定要将“${row.resName}”提交审核吗？`))) return false
        return runMutation(postCheck({ id: row.id }), '操作成功')
      },
      submitMany: async (rows: readonly ResRow[]) => {
        const sent = forSubmit(rows)
        if (!sent) return false
        const question = `确定要将选中的 ${sent.length} 个资源提交审核吗？`
        if (!(await ask(question, skipped(rows.length, sent.length)))) return false
        return runMutation(batchPostCheck({ ids: sent.map((r) => r.id) }), '操作成功')
      },
      revoke: async (row: ResRow) => {
        if (!(await ask(`确定要撤回“${row.resName}”吗？`))) return false
        return runMutation(revoke({ id: row.id }), '操作成功')
      },
      togglePrivate: async (row: ResRow) => {
        if (!(await ask(toggleQuestion(row.resName, row.isPrivate, '私有')))) return false
        return runMutation(setPrivate({ id: row.id }), '设置成功')
      },
      toggleRecommend: async (row: ResRow) => {
        if (!(await ask(toggleQuestion(row.resName, row.isRecommend, '推荐')))) return false
        return runMutation(setRecommend({ id: row.id }), '设置成功')
      },
      /** 上移 / 下移 within its directory: ReOrder {id, direction 'up' | 'down'} (no confirm). */
      move: (row: ResRow, direction: 'up' | 'down') =>
        runMutation(reOrder({ id: row.id, direction }), '修改成功'),
      /** 收藏 and 取消收藏 are one call (Collect toggles); no confirm. */
      collect: (row: ResRow) => runMutation(collect({ id: row.id }), '操作成功'),
      remove: (row: ResRow) =>
        confirmDelete(() => runMutation(remove({ id: row.id }), '删除成功!')),
      removeMany: async (rows: readonly ResRow[]) => {
        const sent = forDelete(rows)
        if (!sent) return false
        return confirmDelete(
          () => runMutation(batchDelete({ ids: sent.map((r) => r.id) }), '删除成功!'),
          withNote(DELETE_CONFIRM, skipped(rows.length, sent.length)),
        )
      },
    }
  }, [
    page,
    postCheck,
    batchPostCheck,
    revoke,
    setPrivate,
    setRecommend,
    reOrder,
    collect,
    remove,
    batchDelete,
  ])
}

export type ResActions = ReturnType<typeof useResActions>
