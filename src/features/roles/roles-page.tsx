import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useCallback, useMemo } from 'react'
import { useGetRoleListPageQuery } from '../../api/sys-role'
import { ActionCheck } from '../../components/action-check'
import { ListPage } from '../../components/list/list-page'
import { ListTable } from '../../components/list/list-table'
import type { DialogMode } from '../../components/list/form-dialog'
import { NO_PAGE } from '../../components/list/paging'
import { useDialog } from '../../components/list/use-dialog'
import { useListState } from '../../components/list/use-list-state'
import { useHasAction } from '../../lib/use-permission'
import { roleColumns, roleFields } from './role-columns'
import { RoleDialog } from './role-dialog-loader'
import { ROLE_KEYS } from './role-keys'
import { roleKey, roleListBody, roleListSpec, type RoleRow } from './role-query'
import { useRoleTypes } from './role-types'

/**
 * 角色管理 (/system/role and its menu url): the roles, page and size in the URL; 新增 with
 * role.add, 编辑 with role.edit (behaviour B6.4), both in one dialog with the permission tree.
 */
function RolesPage() {
  const list = useListState(roleListSpec)
  const query = useGetRoleListPageQuery(roleListBody(list))
  const page = query.data ?? NO_PAGE
  const types = useRoleTypes()
  const dialog = useDialog<DialogMode, RoleRow>()
  const canEdit = useHasAction(ROLE_KEYS.edit)

  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  const { type, remark } = roleFields(page.rows)
  const { nameOf } = types
  const { open } = dialog
  const columns = useMemo(
    () =>
      roleColumns({
        fields: { type, remark },
        typeName: nameOf,
        edit: canEdit ? (role) => open('edit', role) : undefined,
      }),
    [type, remark, nameOf, canEdit, open],
  )

  return (
    <ListPage fallbackTitle="角色管理" onIntent={RoleDialog.preload}>
      <ActionCheck code={ROLE_KEYS.add}>
        <div className="list-toolbar" role="toolbar" aria-label="角色操作">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('add')}>
            新增
          </Button>
        </div>
      </ActionCheck>
      <ListTable<RoleRow>
        label="角色列表"
        list={list}
        rowKey={roleKey}
        columns={columns}
        rows={page.rows}
        total={page.total}
        loading={query.isFetching}
        error={query.error}
        errorTitle="角色列表加载失败"
        onRetry={retry}
      />
      <RoleDialog
        open={dialog.isOpen()}
        role={dialog.kind === 'edit' ? dialog.row : undefined}
        onClose={dialog.close}
      />
    </ListPage>
  )
}

export { RolesPage as Component }
