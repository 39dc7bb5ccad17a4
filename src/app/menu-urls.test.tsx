import { configure, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { loginAs } from '../../mocks/test-harness'
import { renderApp } from './test-utils'

configure({ asyncUtilTimeout: 8000 })

// Gives the learner's 学习中心 menu one more page at `url`.
function grantLearnerPage(url: string, name: string) {
  const group = db.menus.find((m) => m.name === '学习中心')
  if (!group?.child) throw new Error('seed has no 学习中心')
  const id = 9001
  group.child.push({
    id,
    parentId: group.id,
    type: 1,
    name,
    url,
    icon: '',
    sort: 99,
    isHidden: 0,
    status: 1,
    code: 'ACT9001',
    value: '',
    needAction: 0,
    child: [],
  })
  const learner = db.roles.find((r) => r.sysRoleEnum === 4)
  learner?.actionIds.push(id)
}

describe('server menu urls and the page registry', () => {
  it('a granted url that maps to no page says which url and how to map it', async () => {
    grantLearnerPage('/legacy/odd-page', '奇怪的页面')
    loginAs('learner')
    renderApp('/legacy/odd-page')
    expect(await screen.findByRole('heading', { level: 1, name: '奇怪的页面' })).toBeInTheDocument()
    expect(screen.getByText('/legacy/odd-page')).toBeInTheDocument()
    expect(screen.getByText(/menu-map\.json/)).toBeInTheDocument()
  })

  it('menu-map.json maps a backend url to a page id', async () => {
    grantLearnerPage('/ysStudy/myRank', '我的排名')
    server.use(
      http.get('*/menu-map.json', () => HttpResponse.json({ '/ysStudy/myRank': 'study-ranking' })),
    )
    loginAs('learner')
    renderApp('/ysStudy/myRank')
    expect(await screen.findByRole('heading', { level: 1, name: '我的排名' })).toBeInTheDocument()
    expect(screen.queryByText(/尚未对应到任何页面/)).toBeNull()
  })

  it('a learner opening an admin page by its url gets the 401 page; an unknown url 404', async () => {
    loginAs('learner')
    const { router } = renderApp('/system/role')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
    await router.navigate('/not/a/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })
})
