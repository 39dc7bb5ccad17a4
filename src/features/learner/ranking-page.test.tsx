import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { sessionNames } from '../../../mocks/views'
import { preloadRoutes, renderApp, setupUser } from '../../testing'

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/study/ranking'), 60_000)

const RANKING = '/Api/Train_Manage/Train_Res/GetRankingList'
const ranking = () => screen.findByRole('list', { name: '学习排行' })
const learnerOrg = () => sessionNames(db.users.find((u) => u.userId === 'u-learner')!).orgName

describe('学习排行 (study ranking)', () => {
  beforeEach(() => {
    loginAs('learner')
  })

  it('asks for the top 100 and shows them by study hours, the learner marked as 我的排名', async () => {
    const wire = watchWire()
    renderApp('/study/ranking')
    expect(await screen.findByRole('heading', { level: 1, name: '学习排行' })).toBeInTheDocument()
    const items = within(await ranking()).getAllByRole('listitem')
    const [sent] = await wire.to(RANKING)
    expect(sent.body).toEqual({ limit: 100 })
    const hours = items.map((li) => Number(/([\d.]+) 学时/.exec(li.textContent ?? '')?.[1]))
    expect(hours).toEqual([...hours].sort((a, b) => b - a))
    const mine = items.findIndex((li) => li.getAttribute('aria-current') === 'true')
    expect(mine).toBeGreaterThanOrEqual(0)
    expect(within(items[mine]).getByText('张伟')).toBeInTheDocument()
    expect(screen.getByText(/^我的排名：第/).textContent).toBe(
      `我的排名：第 ${mine + 1} 名，${hours[mine]} 学时`,
    )
  })

  it('keeps the order answered and finds the learner by name and organisation', async () => {
    server.use(
      http.post(`*${RANKING}`, () =>
        envelope([
          { chnName: '李娜', orgName: '安全部', studyHoursStr: '30.5', headImg: '' },
          { chnName: '张伟', orgName: '另一个部门', studyHoursStr: '25' },
          { chnName: '王强', orgName: '设备部', studyHoursStr: 20 },
          { chnName: '张伟', orgName: learnerOrg(), studyHoursStr: '10' },
        ]),
      ),
    )
    renderApp('/study/ranking')
    const items = within(await ranking()).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('.ranking-list__name')?.textContent)).toEqual([
      '李娜',
      '张伟',
      '王强',
      '张伟',
    ])
    expect(within(items[0]).getByText('第1名')).toBeInTheDocument()
    expect(within(items[0]).getByText('30.5 学时')).toBeInTheDocument()
    expect(within(items[2]).getByText('20 学时')).toBeInTheDocument()
    expect(items[1]).not.toHaveAttribute('aria-current')
    expect(items[3]).toHaveAttribute('aria-current', 'true')
    expect(screen.getByText(/^我的排名：/).textContent).toBe('我的排名：第 4 名，10 学时')
  })

  it('shows no 我的排名 when the learner is not in the list', async () => {
    server.use(
      http.post(`*${RANKING}`, () =>
        envelope([{ chnName: '李娜', orgName: '安全部', studyHoursStr: '30' }]),
      ),
    )
    renderApp('/study/ranking')
    const [item] = within(await ranking()).getAllByRole('listitem')
    expect(item).not.toHaveAttribute('aria-current')
    expect(screen.queryByText(/^我的排名：/)).toBeNull()
  })

  it('says 暂无数据 for an empty ranking', async () => {
    server.use(http.post(`*${RANKING}`, () => envelope([])))
    renderApp('/study/ranking')
    expect(
      await screen.findByText('暂无数据', { ignore: 'title, script, style' }),
    ).toBeInTheDocument()
  })

  it('shows a failed load with 重试, which loads again', async () => {
    const user = setupUser()
    server.use(http.post(`*${RANKING}`, () => fail('排行服务不可用'), { once: true }))
    renderApp('/study/ranking')
    expect(await screen.findByText('学习排行加载失败')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(within(await ranking()).getAllByRole('listitem').length).toBeGreaterThan(0)
  })
})
