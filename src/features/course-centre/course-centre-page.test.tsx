import { screen, waitFor, within } from '@testing-library/react'
import { vi } from 'vitest'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { hrefs } from '../../lib/paths'
import { Component as CourseCentrePage } from './course-centre-page'

const LIST = '/GetSearchPageList'

/** matchMedia as a screen `width` px wide answers it (min-width / max-width queries). */
function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    const max = /max-width:\s*(\d+)px/.exec(query)
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }
  })
}

async function open(route = '/') {
  loginAs('learner')
  const user = setupUser()
  const view = renderWithProviders(<CourseCentrePage />, { route })
  const grid = await screen.findByRole('list', { name: '课程列表' })
  return { user, grid, ...view }
}

const cards = (grid: HTMLElement) => within(grid).getAllByRole('listitem')
const nameOf = (card: HTMLElement) => card.querySelector('.course-card__name')!.textContent!

describe('课程中心', { timeout: 60000 }, () => {
  it('lays the cards out 5 a row at 1440 px and 2 a row at 390 px', async () => {
    screenWidth(1440)
    const { grid, unmount } = await open()
    expect(grid).toHaveAttribute('data-columns', '5')
    expect(grid.style.gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))')
    expect(cards(grid)).toHaveLength(20)
    unmount()
    screenWidth(390)
    const narrow = await open()
    expect(narrow.grid).toHaveAttribute('data-columns', '2')
  })

  it('asks for 全部 first, then the directory of the tab chosen', async () => {
    const wire = watchWire()
    const { user } = await open()
    expect((await wire.to(LIST))[0].body).toEqual({
      search: { keyword: '', dCode: '' },
      pageIndex: 1,
      pageRows: 20,
    })
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true')
    await user.click(await screen.findByText('机械安全'))
    await waitFor(async () =>
      expect((await wire.to(LIST)).at(-1)?.body).toMatchObject({
        search: { dCode: 'D03' },
        pageIndex: 1,
      }),
    )
  })

  it('searches by keyword and narrows to 我的收藏', async () => {
    const wire = watchWire()
    const { user } = await open()
    await user.type(screen.getByLabelText('搜索课程'), '急救{Enter}')
    await waitFor(async () =>
      expect((await wire.to(LIST)).at(-1)?.body).toMatchObject({ search: { keyword: '急救' } }),
    )
    await user.click(screen.getByText('我的收藏'))
    await waitFor(async () =>
      expect((await wire.to(LIST)).at(-1)?.body).toMatchObject({
        search: { keyword: '急救', isCollect: 1 },
      }),
    )
  })

  it('toggles a favourite with Collect {id}', async () => {
    const wire = watchWire()
    const { user, grid } = await open()
    const first = cards(grid)[0]
    const star = within(first).getByLabelText(`收藏：${nameOf(first)}`)
    const pressed = star.getAttribute('aria-pressed') === 'true'
    await user.click(star)
    expect(await screen.findByText(pressed ? '已取消收藏' : '收藏成功')).toBeInTheDocument()
    const sent = (await wire.to('/Collect'))[0].body as { id: number }
    expect(Object.keys(sent)).toEqual(['id'])
    await waitFor(() =>
      expect(
        within(cards(screen.getByRole('list', { name: '课程列表' }))[0]).getByLabelText(
          `收藏：${nameOf(first)}`,
        ),
      ).toHaveAttribute('aria-pressed', String(!pressed)),
    )
  })

  it('opens the study page of a card', async () => {
    const { user, grid, router } = await open()
    const first = cards(grid)[0]
    await user.click(first.querySelector('.course-card')!)
    const location = router.state.location
    expect(location.pathname + location.search).toMatch(/^\/trainres\/study\?id=\d+$/)
    const courseId = new URLSearchParams(location.search).get('id')!
    expect(location.pathname + location.search).toBe(hrefs.study(courseId))
  })

  it('keeps tab, keyword and page in the URL, and pages on', async () => {
    const wire = watchWire()
    const { user } = await open('/?dir=D01&keyword=安全')
    expect((await wire.to(LIST))[0].body).toMatchObject({
      search: { dCode: 'D01', keyword: '安全' },
    })
    expect(screen.getByLabelText('搜索课程')).toHaveValue('安全')
    await user.click(screen.getByRole('tab', { name: '全部' }))
    await user.click(await screen.findByTitle('2'))
    await waitFor(async () =>
      expect((await wire.to(LIST)).at(-1)?.body).toMatchObject({ pageIndex: 2 }),
    )
  })

  it('shows a failed list with 重试', async () => {
    server.use(route('post', `/Api/Train_Manage/Train_Res${LIST}`, () => fail('服务器开小差了')))
    loginAs('learner')
    renderWithProviders(<CourseCentrePage />)
    expect(await screen.findByText('课程加载失败')).toBeInTheDocument()
  })
})

describe(
  '课程中心 against a backend that answers the documented fields only',
  { timeout: 60000 },
  () => {
    beforeEach(() => setDocumentedOnly(true))
    afterEach(() => setDocumentedOnly(undefined))

    it('names a star whose favourite state is unknown both ways, and guesses no outcome', async () => {
      const { user, grid } = await open()
      const wire = watchWire()
      const [first] = cards(grid)
      const star = within(first).getByLabelText(`收藏 / 取消收藏：${nameOf(first)}`)
      expect(star).not.toHaveAttribute('aria-pressed')
      await user.click(star)
      await waitFor(async () => expect(await wire.to('/Collect')).toHaveLength(1))
      // a success msg is not documented for Collect: 操作成功, guessing no outcome; the star
      // stays unknown
      expect(await screen.findByText('操作成功')).toBeInTheDocument()
      await waitFor(async () => expect((await wire.to(LIST)).length).toBeGreaterThan(0))
      expect(
        within(cards(await screen.findByRole('list', { name: '课程列表' }))[0]).getByLabelText(
          `收藏 / 取消收藏：${nameOf(first)}`,
        ),
      ).toBeInTheDocument()
    })
  },
)
