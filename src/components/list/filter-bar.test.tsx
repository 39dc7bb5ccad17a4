import { act, screen, waitFor } from '@testing-library/react'
import { Form, Input, Select } from 'antd'
import { useMemo, useState } from 'react'
import { renderWithProviders, setupUser } from '../../testing'
import { FilterBar } from './filter-bar'
import { enumFilter, textFilter } from './list-state'
import { useListState } from './use-list-state'

const spec = {
  filters: { keyword: textFilter(), status: enumFilter([0, 1]) },
  pageSizes: [10, 20],
}

function Screen() {
  const list = useListState(spec)
  return (
    <>
      {/* stands for the list below, which shows the filters it was asked with */}
      <output aria-label="已应用的条件">{list.filters.keyword ?? ''}</output>
      <FilterBar list={list}>
        <Form.Item name="keyword" label="关键字">
          <Input />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 1, label: '启用' },
              { value: 0, label: '禁用' },
            ]}
          />
        </Form.Item>
      </FilterBar>
    </>
  )
}

const setup = (route = '/users') => {
  const user = setupUser()
  const view = renderWithProviders(<Screen />, { route })
  const query = () => new URLSearchParams(view.router.state.location.search)
  return { user, query, ...view }
}

describe('FilterBar', () => {
  it('starts with the filters of the URL', () => {
    setup('/users?keyword=应急&status=1')
    expect(screen.getByRole('search', { name: '查询条件' })).toBeInTheDocument()
    expect(screen.getByLabelText('关键字')).toHaveValue('应急')
    expect(screen.getByText('启用')).toBeInTheDocument()
  })

  it('applies the fields with 查询 and goes back to page 1', async () => {
    const { user, query } = setup('/users?page=3')
    await user.type(screen.getByLabelText('关键字'), ' 安全 ')
    await user.click(screen.getByLabelText('状态'))
    await user.click(await screen.findByTitle('禁用'))
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(query().get('keyword')).toBe('安全'))
    expect(query().get('status')).toBe('0')
    expect(query().get('page')).toBeNull()
  })

  it('submits with Enter in a field', async () => {
    const { user, query } = setup()
    await user.type(screen.getByLabelText('关键字'), '演练{Enter}')
    await waitFor(() => expect(query().get('keyword')).toBe('演练'))
  })

  it('clears the fields and the URL with 重置', async () => {
    const { user, query } = setup('/users?keyword=应急&status=1&page=2')
    await user.click(screen.getByRole('button', { name: /重\s*置/ }))
    await waitFor(() => expect(query().toString()).toBe(''))
    expect(screen.getByLabelText('关键字')).toHaveValue('')
    expect(screen.queryByText('启用')).not.toBeInTheDocument()
  })

  // As a user does it: back once the search has been applied (the list below shows it). The
  // router renders in a transition: a back step sent before that render lands in the same render,
  // in which the filters never changed, and the fields keep what was typed (the test failed so in
  // full runs, stepping back as soon as the URL had changed).
  it('shows the URL filters again after the back button', async () => {
    const { user, router } = setup('/users?keyword=应急')
    const box = () => screen.getByLabelText('关键字')
    await user.clear(box())
    await user.type(box(), '演练{Enter}')
    const applied = () => screen.getByRole('status', { name: '已应用的条件' })
    await waitFor(() => expect(applied()).toHaveTextContent('演练'))
    await act(() => router.navigate(-1))
    await waitFor(() => expect(applied()).toHaveTextContent('应急'))
    await waitFor(() => expect(box()).toHaveValue('应急'))
  })

  it('clears with 重置 what was typed after a 查询 that changed nothing', async () => {
    const { user, query } = setup('/users?keyword=应急')
    const box = screen.getByLabelText('关键字')
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await user.type(box, '演练')
    await user.click(screen.getByRole('button', { name: /重\s*置/ }))
    await waitFor(() => expect(query().toString()).toBe(''))
    await waitFor(() => expect(box).toHaveValue(''))
  })

  // The router renders the applied filters in a transition, which a click can overtake: a field
  // changed in between keeps its new value (full47: a directory picked right after 查询 was set
  // back, and the next 查询 sent the old one). Here the URL's render waits for a button.
  it('keeps a field changed after 查询 when the applied filters arrive later', async () => {
    type Values = { keyword?: string; status?: number }
    function LateUrl() {
      const [filters, setApplied] = useState<Values>({ keyword: undefined, status: undefined })
      const [sent, setSent] = useState<Partial<Values> | null>(null)
      const list = useMemo(() => ({ filters, setFilters: setSent, reset: () => {} }), [filters])
      // the list's parsing trims a keyword
      const render = () =>
        sent && setApplied({ ...filters, ...sent, keyword: sent.keyword?.trim() })
      return (
        <>
          <button onClick={render}>路由渲染</button>
          <FilterBar list={list}>
            <Form.Item name="keyword" label="关键字">
              <Input />
            </Form.Item>
            <Form.Item name="status" label="状态">
              <Input />
            </Form.Item>
          </FilterBar>
        </>
      )
    }
    const user = setupUser()
    renderWithProviders(<LateUrl />)
    const keyword = screen.getByLabelText('关键字')
    const status = screen.getByLabelText('状态')
    await user.type(keyword, ' 应急 ')
    await user.type(status, '1')
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await user.clear(status)
    await user.type(status, '0')
    await user.click(screen.getByRole('button', { name: '路由渲染' }))
    // untouched since 查询: shows the URL's value; changed since: keeps what was typed
    await waitFor(() => expect(keyword).toHaveValue('应急'))
    expect(status).toHaveValue('0')
  })
})
