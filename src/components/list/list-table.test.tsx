import { screen, waitFor, within } from '@testing-library/react'
import { antd, renderWithProviders, setupUser } from '../../testing'
import { textFilter } from './list-state'
import { FIRST_ROWS, ListTable } from './list-table'
import { useListState } from './use-list-state'
import { useRowSelection } from './use-row-selection'

interface User {
  id: number
  name: string
}
const all: User[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `用户${i + 1}` }))
const spec = { filters: { keyword: textFilter() }, pageSizes: [10, 20] }

function Screen(props: { error?: unknown; onRetry?: () => void; notLoaded?: string }) {
  const list = useListState(spec)
  const selection = useRowSelection<User>()
  const rows = all.slice((list.page - 1) * list.size, list.page * list.size)
  return (
    <>
      <ListTable
        list={list}
        rowKey="id"
        label="用户列表"
        columns={[{ title: '姓名', dataIndex: 'name' }]}
        rows={rows}
        total={all.length}
        selection={selection}
        onRetry={props.onRetry ?? (() => {})}
        error={props.error}
        notLoaded={props.notLoaded}
      />
      <p>批量：{selection.rows.map((r) => r.name).join(',')}</p>
    </>
  )
}

const table = () => screen.getByRole('table', { name: '用户列表' })
const checkbox = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`${name}$`) })).getByRole('checkbox')

describe('ListTable', () => {
  it('pages from the URL with total, sizes and jumper', async () => {
    const user = setupUser()
    const { router } = renderWithProviders(<Screen />, { route: '/users?page=3' })
    expect(within(table()).getByText('用户21')).toBeInTheDocument()
    expect(screen.getByText('共 25 条')).toBeInTheDocument()
    expect(screen.getByRole('combobox')).toBeInTheDocument()
    expect(screen.getByText(/跳至/)).toBeInTheDocument()
    await user.click(screen.getByTitle('1'))
    expect(router.state.location.search).toBe('')
    expect(within(table()).getByText('用户1')).toBeInTheDocument()
  })

  it('goes to the last page from past the end, leaving no history entry', async () => {
    const { router } = renderWithProviders(<Screen />, { route: '/users?page=9' })
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(within(table()).getByText('用户21')).toBeInTheDocument()
  })

  it('keeps the selection across pages and says how many are selected', async () => {
    const user = setupUser()
    renderWithProviders(<Screen />, { route: '/users' })
    await user.click(checkbox('用户2'))
    await user.click(checkbox('用户3'))
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument()
    await user.click(screen.getByTitle('2'))
    await user.click(checkbox('用户12'))
    expect(screen.getByText('已选择 3 项')).toBeInTheDocument()
    expect(screen.getByText('批量：用户2,用户3,用户12')).toBeInTheDocument()
    await user.click(screen.getByTitle('1'))
    expect(checkbox('用户2')).toBeChecked()
    await user.click(screen.getByRole('button', { name: '清空' }))
    expect(screen.queryByText(/已选择/)).not.toBeInTheDocument()
    expect(checkbox('用户2')).not.toBeChecked()
  })

  it('selects the whole page from the header box, a range with shift, and shows it mixed', async () => {
    const user = setupUser()
    renderWithProviders(<Screen />, { route: '/users' })
    const page = screen.getByRole('checkbox', { name: '全选本页' })
    await user.click(page)
    expect(screen.getByText('已选择 10 项')).toBeInTheDocument()
    expect(checkbox('用户7')).toBeChecked()
    await user.click(page)
    expect(screen.queryByText(/已选择/)).not.toBeInTheDocument()

    await user.click(checkbox('用户2'))
    await user.keyboard('{Shift>}')
    await user.click(checkbox('用户5'))
    await user.keyboard('{/Shift}')
    expect(screen.getByText('批量：用户2,用户3,用户4,用户5')).toBeInTheDocument()
    expect(page).not.toBeChecked()
    expect((page as HTMLInputElement).indeterminate).toBe(true)
    expect(checkbox('用户2')).toHaveAccessibleName('选择第 2 行')
  })

  it('marks a selected row for its highlight, and unmarks it', async () => {
    const user = setupUser()
    renderWithProviders(<Screen />, { route: '/users' })
    const row = () => screen.getByRole('row', { name: /用户4$/ })
    await user.click(checkbox('用户4'))
    expect(row()).toHaveClass('list-table__row--checked')
    expect(screen.getByRole('row', { name: /用户5$/ })).not.toHaveClass('list-table__row--checked')
    await user.click(checkbox('用户4'))
    expect(row()).not.toHaveClass('list-table__row--checked')
  })

  it(`renders a page longer than ${FIRST_ROWS} rows whole, in order, with a box per row`, async () => {
    renderWithProviders(<Screen />, { route: '/users?size=20' })
    const rows = await waitFor(() => {
      const found = within(table()).getAllByRole('row').slice(1)
      expect(found).toHaveLength(20)
      return found
    })
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(
      all.slice(0, 20).map((u) => u.name),
    )
    expect(within(rows[19]).getByRole('checkbox')).toHaveAccessibleName('选择第 20 行')
  })

  it('shows a failed load with its message and 重试', async () => {
    const user = setupUser()
    const retry = vi.fn()
    renderWithProviders(<Screen error={{ status: 500, message: '服务繁忙' }} onRetry={retry} />)
    expect(screen.getByText('列表加载失败')).toBeInTheDocument()
    expect(screen.getByText('服务繁忙')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('says why nothing is listed before the list loads', () => {
    renderWithProviders(<Screen notLoaded="请先设置查询条件，再点击查询" />)
    expect(screen.getByText('请先设置查询条件，再点击查询')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says 暂无数据 for an empty page', () => {
    renderWithProviders(
      <ListTable<User>
        list={{ page: 1, size: 10, pageSizes: [10], setPage: () => {} }}
        rowKey="id"
        columns={[{ title: '姓名', dataIndex: 'name' }]}
        rows={[]}
        total={0}
        onRetry={() => {}}
      />,
    )
    expect(antd.empty()).toBeInTheDocument()
  })
})
