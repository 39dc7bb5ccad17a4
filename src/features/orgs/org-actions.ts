import { useCallback } from 'react'
import { useDeleteOrgMutation, type OrgNode } from '../../api/user-org'
import { confirmDelete } from '../../lib/confirm'
import { runMutation } from '../../lib/mutation'
import { deleteBody } from './org-form'

/** Deletes a department after the confirmation of behaviour B8.8 (取消 shows 已取消); true when it worked. */
export function useDeleteOrg() {
  const [deleteOrg] = useDeleteOrgMutation()
  return useCallback(
    (node: OrgNode): Promise<boolean> =>
      confirmDelete(() => runMutation(deleteOrg(deleteBody(node)), '删除成功!')),
    [deleteOrg],
  )
}
