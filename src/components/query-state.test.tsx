import { render, screen, within } from '@testing-library/react'
import { QueryState, type QueryLike } from './query-state'
import { antd, setupUser } from '../testing'

const query = (over: Partial<QueryLike> = {}): QueryLike => ({
  isLoading: false,
  isError: false,
  refetch: vi.fn(),
  ...over,
})

const show = (q: QueryLike, props: { empty?: boolean; error?: unknown } = {}) =>
  render(
    <QueryState
      query={q}
      empty={props.empty ?? false}
      error={props.error}
      errorTitle="课程加载失败"
    >
      <p>课程列表</p>
    </QueryState>,
  )

describe('QueryState', () => {
  it('shows a skeleton while loading, not the content', () => {
    const { container } = show(query({ isLoading: true }))
    expect(antd.skeleton(container)).toBeInTheDocument()
    expect(screen.queryByText('课程列表')).not.toBeInTheDocument()
    // read out as loading, and no empty heading among the page's headings (antd's title line)
    expect(screen.getByText('加载中').closest('[aria-busy="true"]')).toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })

  it('shows a failed call with its title and 重试, which asks again', async () => {
    const q = query({ isError: true, error: { msg: '服务器开小差了' } })
    show(q)
    expect(screen.getByText('课程加载失败')).toBeInTheDocument()
    await setupUser().click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(q.refetch).toHaveBeenCalledOnce()
    expect(screen.queryByText('课程列表')).not.toBeInTheDocument()
  })

  it('shows a malformed answer passed as error like a failed call', () => {
    show(query(), { error: new Error('bad page') })
    expect(screen.getByText('课程加载失败')).toBeInTheDocument()
    expect(screen.queryByText('课程列表')).not.toBeInTheDocument()
  })

  it('says 暂无数据 for an empty answer, and shows the content otherwise', () => {
    const { unmount } = show(query(), { empty: true })
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    unmount()
    show(query())
    expect(screen.getByText('课程列表')).toBeInTheDocument()
  })

  it('shows its own loading node instead of the skeleton lines when given one', () => {
    render(
      <QueryState
        query={query({ isLoading: true })}
        empty={false}
        errorTitle="课程加载失败"
        loading={<p>课程加载中</p>}
      >
        <p>课程列表</p>
      </QueryState>,
    )
    expect(screen.getByText('课程加载中')).toBeInTheDocument()
    expect(screen.queryByText('课程列表')).not.toBeInTheDocument()
  })

  it('without an error title, shows the server message as the title once, or 加载失败', async () => {
    const q = query({ isError: true, error: { status: 'BUSINESS', message: '社团加载失败' } })
    const { container, unmount } = render(
      <QueryState query={q} empty={false}>
        <p>社团列表</p>
      </QueryState>,
    )
    expect(within(container).getByRole('alert')).toHaveTextContent(/^社团加载失败重\s*试$/)
    await setupUser().click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(q.refetch).toHaveBeenCalledOnce()
    unmount()
    render(
      <QueryState query={query({ isError: true, error: { status: 'FETCH_ERROR' } })} empty={false}>
        <p>社团列表</p>
      </QueryState>,
    )
    expect(screen.getByText('加载失败')).toBeInTheDocument()
    expect(screen.queryByText('社团列表')).not.toBeInTheDocument()
  })
})
