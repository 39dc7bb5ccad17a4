import type { Meta, StoryObj } from '@storybook/react-vite'
import { Tag } from 'antd'
import { expect, fn, userEvent, within } from 'storybook/test'
import { textFilter } from './list-state'
import { ListTable } from './list-table'
import { RowActions } from './row-actions'
import { useListState } from './use-list-state'
import { useRowSelection } from './use-row-selection'

interface User {
  id: number
  userName: string
  realName: string
  status: 0 | 1
}
const users: User[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  userName: `user${String(i + 1).padStart(2, '0')}`,
  realName: ['张伟', '王芳', '李娜', '刘洋', '陈静'][i % 5] + (i + 1),
  status: i % 4 === 0 ? 0 : 1,
}))
const spec = { filters: { keyword: textFilter() }, pageSizes: [10, 20, 30, 50] }

// A user screen's table over 25 local rows, paged the way the server would page them.
function UserTable(props: {
  state: 'loaded' | 'loading' | 'empty' | 'error' | 'notLoaded'
  selectable?: boolean
  onRetry: () => void
}) {
  const list = useListState(spec)
  const selection = useRowSelection<User>()
  const rows =
    props.state === 'empty' ? [] : users.slice((list.page - 1) * list.size).slice(0, list.size)
  return (
    <ListTable
      list={list}
      label="用户列表"
      rowKey="id"
      rows={rows}
      total={props.state === 'empty' ? 0 : users.length}
      loading={props.state === 'loading'}
      error={props.state === 'error' ? { status: 500, message: '服务繁忙，请稍后再试' } : undefined}
      errorTitle="用户列表加载失败"
      onRetry={props.onRetry}
      notLoaded={props.state === 'notLoaded' && '请先设置查询条件，再点击查询'}
      selection={props.selectable ? selection : undefined}
      columns={[
        { title: '登录账号', dataIndex: 'userName' },
        { title: '姓名', dataIndex: 'realName' },
        {
          title: '状态',
          dataIndex: 'status',
          render: (s: User['status']) =>
            s ? <Tag color="green">启用</Tag> : <Tag color="red">禁用</Tag>,
        },
        {
          title: '操作',
          key: 'actions',
          render: () => (
            <RowActions
              actions={[
                { key: 'edit', label: '编辑', onClick: fn() },
                { key: 'delete', label: '删除', danger: true, onClick: fn() },
                { key: 'pwd', label: '重置密码', onClick: fn() },
                { key: 'role', label: '分配角色', onClick: fn() },
              ]}
            />
          ),
        },
      ]}
    />
  )
}

const meta = {
  title: 'List/ListTable',
  tags: ['autodocs'],
  component: UserTable,
  args: { state: 'loaded', onRetry: fn() },
} satisfies Meta<typeof UserTable>

export default meta
type Story = StoryObj<typeof meta>

/** Page 2 from the URL (?page=2): total, sizes and the jumper. */
export const Loaded: Story = {
  parameters: { route: '/users?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('共 25 条')).toBeInTheDocument()
    await expect(canvas.getByText('user11')).toBeInTheDocument()
  },
}

// loading on purpose: the story check's settling waits only for its motions
export const Loading: Story = { args: { state: 'loading' }, parameters: { stillLoading: true } }

export const Empty: Story = { args: { state: 'empty' } }

/** A failed load: the message and 重试 (which refetches). */
export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /重\s*试/ }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** User management loads only after a filter is set. */
export const NotLoaded: Story = { args: { state: 'notLoaded' } }

/** Rows chosen on page 1 stay chosen on page 2: 已选择 N 项 and 清空. */
export const WithSelection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [, first, second] = canvas.getAllByRole('checkbox')
    await userEvent.click(first)
    await userEvent.click(second)
    await expect(await canvas.findByText('已选择 2 项')).toBeInTheDocument()
    // the next page, then one of its rows: the selection of page 1 is kept
    await userEvent.click(canvas.getByTitle('下一页'))
    const row = (await canvas.findByText('user11')).closest('tr')
    await userEvent.click(within(row!).getByRole('checkbox'))
    await expect(await canvas.findByText('已选择 3 项')).toBeInTheDocument()
  },
}
