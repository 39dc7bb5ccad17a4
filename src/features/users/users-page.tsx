import { useCallback, useMemo, useState } from 'react'
import { useGetUserListQuery, userKey, type UserRow } from '../../api/user-user'
import { ListPage } from '../../components/list/list-page'
import { ListTable } from '../../components/list/list-table'
import { NO_PAGE } from '../../components/list/paging'
import { useDialog } from '../../components/list/use-dialog'
import { useListState } from '../../components/list/use-list-state'
import { useRowSelection } from '../../components/list/use-row-selection'
import { userColumns } from './user-columns'
import { preloadUserDialogs, type UserDialogKind } from './user-dialog-loaders'
import { UserDialogs } from './user-dialogs'
import { UserFilters } from './user-filters'
import { USER_KEYS, useUserListRights } from './user-keys'
import { mustFilterFirst, userListBody, userListSpec } from './user-query'
import { UserToolbar } from './user-toolbar'
import { useUserActions } from './use-user-actions'
import './users.css'

/**
 * 用户管理 (/permission/ydUser and its menu url): filters, page and size in the URL; platform users
 * (sysRoles 1 and 2) see nothing until they filter; batch actions act on rows selected across pages.
 */
function UsersPage() {
  const rights = useUserListRights()
  const list = useListState(userListSpec)
  // only platform users filter by company; a company link given to anybody else is ignored
  const state = rights.platform ? list : { ...list, filters: { ...list.filters, company: '' } }
  const waiting = mustFilterFirst(rights.platform, state)
  const query = useGetUserListQuery(userListBody(state), { skip: waiting })
  const page = query.data ?? NO_PAGE
  const selection = useRowSelection<UserRow>()
  const dialog = useDialog<UserDialogKind, UserRow>()
  const actions = useUserActions()
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set())

  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  const { open } = dialog
  // built once per state that shows in them: 100 rows re-render only when they must
  const columns = useMemo(() => {
    const toggle = async (user: UserRow) => {
      const key = userKey(user)
      setToggling((ids) => new Set(ids).add(key))
      await actions.toggle(user)
      setToggling((ids) => new Set([...ids].filter((id) => id !== key)))
    }
    return userColumns({
      edit: rights.edit,
      toggling,
      on: {
        toggle: (user) => void toggle(user),
        resetPassword: (user) => void actions.resetPassword(user),
        editSystem: (user) => open('editSystem', user),
        editCompany: (user) => open('editCompany', user),
        setRoles: (user) => open('roles', user),
        setCompany: (user) => open('company', user),
      },
    })
  }, [rights.edit, toggling, actions, open])
  const batch = (run: (rows: UserRow[]) => Promise<boolean>) => async () => {
    if (await run(selection.rows)) selection.clear()
  }

  return (
    // the dialogs' code is fetched once the pointer or the keyboard comes to the list, not with it
    <ListPage fallbackTitle="用户管理" onIntent={preloadUserDialogs}>
      <UserFilters list={list.filterBar} platform={rights.platform} />
      <UserToolbar
        rights={rights}
        selected={selection.keys.length}
        exporting={actions.exporting}
        on={{
          add: () => open('add'),
          remove: batch(actions.removeUsers),
          enable: batch((rows) => actions.setStatus(rows, 1)),
          disable: batch((rows) => actions.setStatus(rows, 0)),
          import: () => open('import'),
          export: () => void actions.exportUsers(state, page.total, rights.platform),
        }}
      />
      <ListTable<UserRow>
        label="用户列表"
        list={list}
        rowKey={userKey}
        columns={columns}
        rows={page.rows}
        total={page.total}
        loading={query.isFetching}
        error={query.error}
        errorTitle="用户列表加载失败"
        onRetry={retry}
        notLoaded={waiting && '请先输入关键字、选择状态或公司，再点击查询'}
        selection={rights.can(USER_KEYS.companyEdit) ? selection : undefined}
      />
      <UserDialogs
        dialog={dialog}
        companyCode={rights.platform ? state.filters.company || undefined : undefined}
      />
    </ListPage>
  )
}

export { UsersPage as Component }
