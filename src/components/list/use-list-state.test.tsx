import { act, screen } from '@testing-library/react'
import { renderWithProviders, setupUser } from '../../testing'
import { enumFilter, textFilter } from './list-state'
import { FilterBar } from './filter-bar'
import { useListState } from './use-list-state'
import { Form, Input } from 'antd'

const spec = {
  filters: { keyword: textFilter(), status: enumFilter([0, 1]) },
  pageSizes: [10, 20],
}

function Probe() {
  const list = useListState(spec)
  return (
    <>
      <output>{JSON.stringify({ ...list.filters, page: list.page, size: list.size })}</output>
      <button onClick={() => list.setFilters({ keyword: '安全', status: 1 })}>筛选</button>
      <button onClick={() => list.setPage(3)}>第3页</button>
      <button onClick={() => list.setPage(3, 20)}>20条</button>
      <button onClick={list.reset}>重置</button>
    </>
  )
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}')
const setup = (route: string) => {
  const user = setupUser()
  const view = renderWithProviders(<Probe />, { route })
  return { user, ...view, search: () => view.router.state.location.search }
}

describe('useListState', () => {
  it('starts from the URL: a reload or a shared link gives the same list', () => {
    setup('/users?keyword=应急&status=0&page=2&size=20')
    expect(shown()).toEqual({ keyword: '应急', status: 0, page: 2, size: 20 })
  })

  it('goes back to page 1 when a filter changes, keeping the size and other keys', async () => {
    const { user, search } = setup('/users?tab=roles&page=4&size=20')
    await user.click(screen.getByRole('button', { name: '筛选' }))
    expect(shown()).toEqual({ keyword: '安全', status: 1, page: 1, size: 20 })
    expect(new URLSearchParams(search()).get('tab')).toBe('roles')
    expect(new URLSearchParams(search()).get('page')).toBeNull()
  })

  it('pages, and a new size goes back to page 1', async () => {
    const { user, search } = setup('/users?page=2')
    await user.click(screen.getByRole('button', { name: '第3页' }))
    expect(search()).toBe('?page=3')
    await user.click(screen.getByRole('button', { name: '20条' }))
    expect(search()).toBe('?size=20')
  })

  it('steps back through its states with the back button', async () => {
    const { user, router } = setup('/users')
    await user.click(screen.getByRole('button', { name: '筛选' }))
    await user.click(screen.getByRole('button', { name: '第3页' }))
    expect(shown()).toMatchObject({ keyword: '安全', page: 3 })
    await act(() => router.navigate(-1))
    expect(shown()).toMatchObject({ keyword: '安全', page: 1 })
    await act(() => router.navigate(-1))
    expect(shown()).toEqual({ keyword: '', page: 1, size: 10 })
  })

  it('resets the filters and the page but keeps the size', async () => {
    const { user, search } = setup('/users?keyword=a&status=1&page=3&size=20')
    await user.click(screen.getByRole('button', { name: '重置' }))
    expect(search()).toBe('?size=20')
  })

  it('keeps the filter bar as it is when only the page changes: what was typed stays', async () => {
    const bars: unknown[] = []
    function Screen() {
      const list = useListState(spec)
      bars.push(list.filterBar)
      return (
        <>
          <FilterBar list={list.filterBar}>
            <Form.Item name="keyword" label="关键字">
              <Input />
            </Form.Item>
          </FilterBar>
          <button onClick={() => list.setPage(list.page + 1)}>下一页</button>
          <output>{list.page}</output>
        </>
      )
    }
    const user = setupUser()
    renderWithProviders(<Screen />, { route: '/users?keyword=安全' })
    await user.clear(screen.getByLabelText('关键字'))
    await user.type(screen.getByLabelText('关键字'), '消防')
    await user.click(screen.getByRole('button', { name: '下一页' }))
    expect(screen.getByRole('status')).toHaveTextContent('2')
    expect(screen.getByLabelText('关键字')).toHaveValue('消防')
    expect(new Set(bars).size).toBe(1)
  })
})
