import type { TableColumnsType } from 'antd'
import type { UserRow } from '../../api/user-user'
import { RowActions } from '../../components/list/row-actions'
import { RowSwitch } from '../../components/list/row-switch'
import { IdCard } from './id-card'
import { USER_KEYS } from './user-keys'

/** What a row can open or do; the page owns the dialogs and the calls. */
export interface UserRowHandlers {
  toggle: (user: UserRow) => void
  resetPassword: (user: UserRow) => void
  editSystem: (user: UserRow) => void
  editCompany: (user: UserRow) => void
  setRoles: (user: UserRow) => void
  setCompany: (user: UserRow) => void
}

/** Options of the columns: the edit flag shows the company and operations columns. */
export interface UserColumnOptions {
  edit: boolean
  /** userIds whose toggle is waiting for its answer */
  toggling: ReadonlySet<string>
  on: UserRowHandlers
}

const text = (value?: string) => value || '-'
/** Why a row without a userId has no actions. */
export const NO_ID = '未能读取用户编号，无法操作'
// a cell that shows only its row's own fields: re-rendered only for a new row object (selecting
// rows re-renders the table, not these cells)
const sameRow = (row: UserRow, previous: UserRow) => row !== previous

/**
 * The user list's columns (behaviour B2.30): name, company, department, post, ID card, mobile,
 * login account, status, operations. Company and operations only with the edit flag.
 */
export function userColumns({ edit, toggling, on }: UserColumnOptions): TableColumnsType<UserRow> {
  const columns: TableColumnsType<UserRow> = [
    // widths: the company column's ellipsis makes the table's layout fixed, and a column without
    // one gets an equal share (an ID card or a phone number then spilled over or broke in two)
    {
      key: 'chnName',
      title: '姓名',
      dataIndex: 'chnName',
      width: 96,
      render: text,
      shouldCellUpdate: sameRow,
    },
    {
      key: 'companyName',
      title: '公司',
      dataIndex: 'companyName',
      width: 180,
      ellipsis: { showTitle: true },
      render: text,
      shouldCellUpdate: sameRow,
    },
    {
      key: 'orgCodeName',
      title: '部门',
      dataIndex: 'orgCodeName',
      render: text,
      shouldCellUpdate: sameRow,
    },
    {
      key: 'postCodeName',
      title: '岗位',
      dataIndex: 'postCodeName',
      render: text,
      shouldCellUpdate: sameRow,
    },
    {
      key: 'idCard',
      width: 156,
      title: '证件号',
      dataIndex: 'idCard',
      render: (value?: string) => <IdCard value={value} revealable={edit} />,
    },
    {
      key: 'mobile',
      width: 120,
      title: '手机号',
      dataIndex: 'mobile',
      render: text,
      shouldCellUpdate: sameRow,
    },
    {
      key: 'accountCode',
      width: 112,
      title: '登录账号',
      dataIndex: 'accountCode',
      render: text,
      shouldCellUpdate: sameRow,
    },
    {
      key: 'status',
      width: 76,
      title: '状态',
      dataIndex: 'status',
      shouldCellUpdate: sameRow,
      // a dot and plain text: a coloured tag's green text is too faint to read
      render: (status: 0 | 1 | undefined) =>
        status === 1 ? (
          <span className="user-status user-status--on">启用</span>
        ) : status === 0 ? (
          <span className="user-status">禁用</span>
        ) : (
          <span title="未能读取该用户的状态">-</span>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 128,
      render: (_, user) =>
        // without its id nothing can be sent about the user
        !user.userId ? (
          <span title={NO_ID}>-</span>
        ) : (
          <span className="user-row-actions">
            <RowSwitch
              checked={user.status === 1}
              loading={toggling.has(user.userId)}
              aria-label={`启用或禁用 ${user.chnName ?? ''}`}
              onChange={() => on.toggle(user)}
            />
            <RowActions inline={0} actions={rowActions(user, on)} />
          </span>
        ),
    },
  ]
  return edit ? columns : columns.filter((c) => c.key !== 'companyName' && c.key !== 'actions')
}

function rowActions(user: UserRow, on: UserRowHandlers) {
  return [
    { key: 'reset', label: '重置密码', onClick: () => on.resetPassword(user) },
    {
      key: 'sysEdit',
      label: '编辑（系统用户）',
      permission: USER_KEYS.sysEdit,
      onClick: () => on.editSystem(user),
    },
    {
      key: 'companyEdit',
      label: '编辑（企业用户）',
      permission: USER_KEYS.companyEdit,
      onClick: () => on.editCompany(user),
    },
    {
      key: 'roles',
      label: '配置角色',
      permission: USER_KEYS.setRoles,
      onClick: () => on.setRoles(user),
    },
    {
      key: 'company',
      label: '配置公司',
      permission: USER_KEYS.setCompany,
      onClick: () => on.setCompany(user),
    },
  ]
}
