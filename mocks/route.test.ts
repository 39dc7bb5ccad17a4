import { http } from 'msw'
import { handlers } from './handlers'
import { server } from './node'
import { ok } from './respond'
import { dispatch, route } from './route'
import { call, tokenFor } from './test-harness'

const RESDIR = '/Api/Train_Manage/Train_ResDir'

// The mock's routes are looked up in one table (route.ts `dispatch`); a call is answered as MSW
// matched the paths one handler at a time.
describe('mock routes', () => {
  it('are one handler: a call reads the page cookies once or twice, not once per route', async () => {
    expect(handlers.length).toBeLessThan(5)
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    let reads = 0
    vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
      reads += 1
      return cookie.get!.call(this) as string
    })
    // one of the last routes of the list, called from the page's own origin as the app calls
    const res = await call(`${location.origin}${RESDIR}/GetTreeData`, { token: tokenFor('admin') })
    expect(res.success).toBe(true)
    expect(reads).toBeLessThanOrEqual(2)
  })

  it('answer their path on any host, in any letter case, with a trailing slash', async () => {
    const token = tokenFor('admin')
    const body = { pageIndex: 1, pageSize: 5 }
    for (const path of [
      'http://localhost/Api/User/user_user/GetUserList',
      'https://api.example.cn/Api/User/user_user/GetUserList',
      '/api/user/USER_USER/getuserlist',
      '/Api/User/user_user/GetUserList/',
    ])
      expect((await call(path, { body, token })).success).toBe(true)
    // the method is part of the path's key
    await expect(
      fetch('http://localhost/Api/User/user_user/GetUserList', { method: 'PUT' }),
    ).rejects.toThrow()
  })

  it('give way to a handler a test puts in front, and to what comes after them', async () => {
    server.use(http.post('*/Api/User/user_user/GetUserList', () => ok('mine')))
    expect((await call('/Api/User/user_user/GetUserList')).data).toBe('mine')
    // mocks/node.ts answers the operator's menu map after the routes
    expect((await fetch('http://localhost/menu-map.json')).status).toBe(404)
  })

  it('keep the first route of a path, and any other handler after them', async () => {
    const [table, other] = dispatch([
      route('get', '/Api/Twice', () => ok('first')),
      route('get', '/api/twice/', () => ok('second')),
      http.get('*/Api/Other', () => ok('other')),
    ])
    server.use(table, other)
    expect((await call('/Api/Twice', { method: 'GET' })).data).toBe('first')
    expect((await call('/Api/Other', { method: 'GET' })).data).toBe('other')
  })
})
