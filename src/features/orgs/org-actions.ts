import { useCallback } from 'react'
import { useDeleteOrgMutation, type OrgNode } from '../../api/user-org'
import { confirmAction } from '../../lib/confirm'
import { runMutation } from '../../lib/mutation'
import { deleteBody } from './org-form'

/** The delete confirmation (behaviour B8.8). */
export const DELETE_CONFIRM = '注：您确定要删除吗？该操作将无法恢复！'

/**
 * Deletes a department after the confirmation of behaviour B8.8 (取消 shows 已取消); true when it
 * worked.
 */
export function useDeleteOrg() {
  const [deleteOrg] = useDeleteOrgMutation()
  return useCallback(
    async (node: OrgNode): Promise<boolean> => {
      if (!(await confirmAction({ content: DELETE_CONFIRM, danger: true }))) return false
      return runMutation(deleteOrg(deleteBody(node)), '删除成功!')
    },
    [deleteOrg],
  )
}
