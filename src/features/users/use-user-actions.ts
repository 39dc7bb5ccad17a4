import { useMemo } from 'react'
import {
  useDeleteUsersMutation,
  useEnableDisableUsersMutation,
  useExportUserListMutation,
  useOpenAndCloseMutation,
  useSetPasswordMutation,
  type UserRow,
} from '../../api/user-user'
import { confirmAction, confirmDelete } from '../../lib/confirm'
import { toastError, toastSuccess, toastWarning } from '../../lib/feedback'
import { attempt, runMutation } from '../../lib/mutation'
import { userExportBody, type UserListState } from './user-query'

/** What a platform user must do before exporting (behaviour B5.12). */
export const EXPORT_NEEDS_COMPANY = '请先选择要导出的学员用户数据所在的公司'

/** A row toggle whose current status the list could not read. */
export const STATUS_UNKNOWN = '未能读取该用户的状态，无法启用或禁用'

const statusWord = (status: 0 | 1) => (status === 1 ? '启用' : '禁用')

/** Why a batch cannot act on these users (some came without an id), or undefined. */
export function batchRefusal(users: readonly UserRow[]): string | undefined {
  const unknown = users.filter((u) => !u.userId).length
  return unknown ? `选中的用户中有 ${unknown} 个未能读取用户编号，无法操作` : undefined
}

/** The ids of users that all have one (batchRefusal said so). */
const idsOf = (users: readonly UserRow[]) => users.flatMap((u) => (u.userId ? [u.userId] : []))

/**
 * The row and batch actions of the user list; each asks first where it changes or removes data.
 * One object per set of triggers, so the table's columns are built once, not on every render.
 */
export function useUserActions() {
  const [openAndClose] = useOpenAndCloseMutation()
  const [setPassword] = useSetPasswordMutation()
  const [enableDisable] = useEnableDisableUsersMutation()
  const [remove] = useDeleteUsersMutation()
  const [exportList, exporting] = useExportUserListMutation()
  const busy = exporting.isLoading

  return useMemo(() => {
    /** The row toggle: OpenAndClose flips the status; a refusal shows 操作失败 (behaviour B8.9). */
    const toggle = async (user: UserRow): Promise<boolean> => {
      // OpenAndClose flips what the server has: the question must name the right way
      if (user.status === undefined || !user.userId) {
        toastWarning(STATUS_UNKNOWN)
        return false
      }
      const next = user.status === 1 ? 0 : 1
      const asked = await confirmAction({
        content: `确定要${statusWord(next)}用户“${user.chnName ?? ''}”吗？`,
      })
      if (!asked) return false
      try {
        await openAndClose({ UserId: user.userId }).unwrap()
      } catch (error) {
        // the request layer has shown a network failure; a business refusal is 操作失败
        if ((error as { status?: unknown }).status === 'BUSINESS') toastError('操作失败')
        return false
      }
      toastSuccess('操作成功')
      return true
    }

    const resetPassword = async (user: UserRow) => {
      if (!user.userId) return
      const name = user.chnName ?? ''
      if (!(await confirmAction({ content: `确定要重置用户“${name}”的密码吗？` }))) return
      await runMutation(setPassword({ UserId: user.userId }), '重置成功')
    }

    /** Batch enable or disable; true when it worked (the selection is cleared then). */
    const setStatus = async (users: UserRow[], status: 0 | 1): Promise<boolean> => {
      if (users.length === 0) {
        toastWarning('请选择用户')
        return false
      }
      const refusal = batchRefusal(users)
      if (refusal) {
        toastWarning(refusal)
        return false
      }
      const word = statusWord(status)
      if (!(await confirmAction({ content: `确定要${word}选中的 ${users.length} 个用户吗？` })))
        return false
      return runMutation(enableDisable({ ids: idsOf(users), status }), '操作成功')
    }

    const removeUsers = async (users: UserRow[]): Promise<boolean> => {
      if (users.length === 0) {
        toastWarning('请选择用户')
        return false
      }
      const refusal = batchRefusal(users)
      if (refusal) {
        toastWarning(refusal)
        return false
      }
      return confirmDelete(() => runMutation(remove({ ids: idsOf(users) }), '删除成功!'))
    }

    /** Export: a platform user picks a company first; the file name comes back when saved. */
    const exportUsers = async (state: UserListState, total: number, platform: boolean) => {
      if (platform && !state.filters.company) {
        toastWarning(EXPORT_NEEDS_COMPANY)
        return undefined
      }
      const result = await attempt(exportList(userExportBody(state, total)))
      return result.ok ? result.data : undefined
    }

    return { toggle, resetPassword, setStatus, removeUsers, exportUsers, exporting: busy }
  }, [openAndClose, setPassword, enableDisable, remove, exportList, busy])
}
