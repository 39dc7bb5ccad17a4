import { screen, waitFor, within } from '@testing-library/react'
import { useIndexRecommendResQuery } from '../../api/train-res'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { Component as RecommendPage } from './recommend-page'

// 精选好课 in the seed: the first course of each directory, in directory order.
const HOT = [1001, 1011, 1021, 1031, 1041, 1051]

/** What /firstclassindex shows of 精选好课 (the public, cached call), in the same store. */
function PublicHot() {
  const query = useIndexRecommendResQuery({ cate: 1 })
  return (
    <ol aria-label="首页精选好课">
      {(query.data ?? []).map((c) => (
        <li key={c.id}>{c.resName}</li>
      ))}
    </ol>
  )
}

async function open() {
  loginAs('admin')
  const user = setupUser()
  renderWithProviders(
    <>
      <RecommendPage />
      <PublicHot />
    </>,
  )
  const table = await screen.findByRole('table', { name: '精选好课' })
  await within(table).findByText('工伤预防基础知识')
  return { user, table }
}

const button = (name: string) => screen.getByRole('button', { name })
const publicList = () => screen.getByRole('list', { name: '首页精选好课' })

describe('推荐课程', { timeout: 60000 }, () => {
  it('shows the three lists in tabs, 精选好课 first', async () => {
    const wire = watchWire()
    await open()
    expect(screen.getByText('新课推荐')).toBeInTheDocument()
    expect(screen.getByText('免费好课')).toBeInTheDocument()
    expect((await wire.to('/IndexRecommendResNoCache'))[0].body).toEqual({ cate: 1 })
  })

  it('adds a searched course at the end; the public list shows it too', async () => {
    const wire = watchWire()
    const { user } = await open()
    await within(publicList()).findByText('工伤预防基础知识')
    await user.click(screen.getByRole('button', { name: '添加课程' }))
    const search = await screen.findByLabelText('搜索课程')
    await user.type(search, '事故报告{Enter}')
    await waitFor(async () =>
      expect((await wire.to('/GetSearchPageList')).at(-1)?.body).toMatchObject({
        search: { keyword: '事故报告' },
        pageIndex: 1,
      }),
    )
    await user.click(await screen.findByLabelText('选择：安全生产事故报告与调查处理'))
    expect(screen.getByText('已选 1 门')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^确\s*定$/ }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect((await wire.to('/EditRecommendRes'))[0].body).toEqual({ cate: 1, ids: [...HOT, 1004] })
    const table = screen.getByRole('table', { name: '精选好课' })
    expect(await within(table).findByText('安全生产事故报告与调查处理')).toBeInTheDocument()
    expect(await within(publicList()).findByText('安全生产事故报告与调查处理')).toBeInTheDocument()
  })

  it('does not offer a course that is already in the list', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: '添加课程' }))
    await user.type(await screen.findByLabelText('搜索课程'), '工伤预防基础{Enter}')
    expect(await screen.findByLabelText('选择：工伤预防基础知识')).toBeDisabled()
  })

  it('removes a course; the public list loses it too', async () => {
    const wire = watchWire()
    const { user, table } = await open()
    await within(publicList()).findByText('工伤预防基础知识')
    await user.click(button('移除：工伤预防基础知识'))
    expect(await screen.findByText('移除成功!')).toBeInTheDocument()
    expect((await wire.to('/EditRecommendRes'))[0].body).toEqual({
      cate: 1,
      ids: HOT.filter((id) => id !== 1011),
    })
    await waitFor(() => expect(within(table).queryByText('工伤预防基础知识')).toBeNull())
    await waitFor(() => expect(within(publicList()).queryByText('工伤预防基础知识')).toBeNull())
  })

  it('moves a course up and down with the whole list in its new order', async () => {
    const wire = watchWire()
    const { user } = await open()
    expect(button('上移：新《安全生产法》要点解读')).toBeDisabled()
    await user.click(button('上移：工伤预防基础知识'))
    await waitFor(async () => expect(await wire.to('/EditRecommendRes')).toHaveLength(1))
    expect((await wire.to('/EditRecommendRes'))[0].body).toEqual({
      cate: 1,
      ids: [1011, 1001, 1021, 1031, 1041, 1051],
    })
    await waitFor(() => expect(button('上移：工伤预防基础知识')).toBeDisabled())
    await user.click(button('下移：工伤预防基础知识'))
    await waitFor(async () => expect(await wire.to('/EditRecommendRes')).toHaveLength(2))
    expect((await wire.to('/EditRecommendRes'))[1].body).toEqual({ cate: 1, ids: HOT })
  })

  it('shows the server msg when an edit is refused; the list stays as it was', async () => {
    server.use(
      route('post', '/Api/Train_Manage/Train_Res/EditRecommendRes', () =>
        fail('只有已发布的资源才能推荐'),
      ),
    )
    const { user, table } = await open()
    await user.click(button('移除：工伤预防基础知识'))
    expect(await screen.findByText('只有已发布的资源才能推荐')).toBeInTheDocument()
    expect(within(table).getByText('工伤预防基础知识')).toBeInTheDocument()
  })

  it('shows a failed list with the server msg and 重试', async () => {
    let calls = 0
    server.use(
      route('post', '/Api/Train_Manage/Train_Res/IndexRecommendResNoCache', () => {
        calls += 1
        return fail('服务器开小差了')
      }),
    )
    loginAs('admin')
    const user = setupUser()
    renderWithProviders(<RecommendPage />)
    expect(await screen.findByText('精选好课加载失败')).toBeInTheDocument()
    expect(screen.getAllByText('服务器开小差了').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: /^重\s*试$/ }))
    await waitFor(() => expect(calls).toBe(2))
  })
})
