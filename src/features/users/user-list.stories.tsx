import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { db } from '../../../mocks/db'
import { storyLogin } from '../../../mocks/story-login'
import { userRow } from '../../../mocks/views'
import type { UserRow } from '../../api/user-user'
import { ListTable } from '../../components/list/list-table'
import { useListState } from '../../components/list/use-list-state'
import { useRowSelection } from '../../components/list/use-row-selection'
import { userColumns } from './user-columns'
import { UserFilters } from './user-filters'
import { userListSpec } from './user-query'
import { UserToolbar } from './user-toolbar'
import './users.css'

// The user list's parts, as the company administrator (sysRoles 3) and the platform
// administrator see them; rows are the mock's users of 华东机械制造有限公司.
const rows = (): UserRow[] =>
  db.users
    .filter((u) => u.companyCode === 'C002')
    .slice(0, 8)
    .map(userRow)

const on = {
  toggle: fn(),
  resetPassword: fn(),
  editSystem: fn(),
  editCompany: fn(),
  setRoles: fn(),
  setCompany: fn(),
}

function UserList({ edit, platform }: { edit: boolean; platform: boolean }) {
  const list = useListState(userListSpec)
  const selection = useRowSelection<UserRow>()
  const data = rows()
  const can = () => edit
  return (
    <>
      <UserFilters list={list.filterBar} platform={platform} />
      <UserToolbar
        rights={{ platform, edit, can }}
        selected={selection.keys.length}
        exporting={false}
        on={{ add: fn(), remove: fn(), enable: fn(), disable: fn(), import: fn(), export: fn() }}
      />
      <ListTable<UserRow>
        label="用户列表"
        list={list}
        rowKey="userId"
        columns={userColumns({ edit, toggling: new Set(), on })}
        rows={data}
        total={data.length}
        onRetry={fn()}
        selection={edit ? selection : undefined}
      />
    </>
  )
}

const meta = {
  title: 'Users/UserList',
  component: UserList,
  loaders: [storyLogin('u-admin')],
  args: { edit: true, platform: true },
} satisfies Meta<typeof UserList>

export default meta
type Story = StoryObj<typeof meta>

/** The platform administrator: company filter, every button, company and operations columns. */
export const PlatformAdministrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: '公司' })).toBeInTheDocument()
    await expect(canvas.getByRole('columnheader', { name: '公司' })).toBeInTheDocument()
    const table = canvas.getByRole('table', { name: '用户列表' })
    await userEvent.click(within(table).getAllByRole('checkbox')[1])
    await expect(canvas.getByText('已选择 1 项')).toBeInTheDocument()
  },
}

/** Without the edit flag: no toolbar, no company or operations column, ID numbers masked. */
export const ReadOnly: Story = {
  args: { edit: false, platform: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('toolbar', { name: '用户操作' })).toBeNull()
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull()
    await expect(canvas.queryByRole('combobox', { name: '公司' })).toBeNull()
  },
}
