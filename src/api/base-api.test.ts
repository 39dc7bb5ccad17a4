import { withoutLoaded } from './echo'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { loginAs } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { assumedApi } from './assumed'
import { MALFORMED } from './base-api'
import { sysRoleApi } from './sys-role'
import { userUserApi } from './user-user'
import { NEWS_PAGE_BODY } from './api.test-kit'

// The API layer checks the whole answer, then hands the component the payload: the data, or the
// page { rows, total } of a paged list, whichever of the backend's two paged shapes it answers.
const ROLES = '*/Api/SysConfig/sys_role/GetRoleListPage'
const NEWS = '*/Api/Base_Manage/Base_News/GetNewsPageListByTypeId'
const answer = (path: string, body: Record<string, unknown>) =>
  server.use(http.post(path, () => HttpResponse.json({ success: true, errorCode: 0, ...body })))

const roles = () =>
  makeStore().dispatch(sysRoleApi.endpoints.getRoleListPage.initiate({ PageIndex: 1 }))
const news = () =>
  makeStore().dispatch(assumedApi.endpoints.getNewsPageListByTypeId.initiate(NEWS_PAGE_BODY))

beforeEach(() => loginAs('admin'))

describe('the API layer hands components plain data', () => {
  it('gives a list paged as data.models and data.totalCount as its page of rows and total', async () => {
    answer(ROLES, { data: { models: [{ roleName: '安全员' }], totalCount: '31' } })
    expect(withoutLoaded((await roles()).data)).toEqual({
      rows: [{ roleName: '安全员' }],
      total: 31,
    })
  })

  it('counts the rows that came when the answer has no usable total, and reads null rows as none', async () => {
    answer(ROLES, { data: { models: [{ roleName: '甲' }, { roleName: '乙' }] } })
    expect((await roles()).data?.total).toBe(2)
    answer(ROLES, { data: { models: [{ roleName: '甲' }], totalCount: -1 } })
    expect((await roles()).data?.total).toBe(1)
    answer(ROLES, { data: { models: null, totalCount: 0 } })
    expect((await roles()).data).toEqual({ rows: [], total: 0 })
  })

  it("gives a list paged as data and the envelope's total as its page", async () => {
    answer(NEWS, { data: [{ id: 1, fullHead: '通知' }], total: '40' })
    expect((await news()).data).toEqual({
      rows: [{ id: 1, fullHead: '通知', attachFiles: [] }],
      total: 40,
    })
    answer(NEWS, { data: null })
    expect((await news()).data).toEqual({ rows: [], total: 0 })
  })

  it('still fails a malformed answer as SCHEMA: nothing is unwrapped before the check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answer(ROLES, { data: { models: { roleName: '甲' }, totalCount: 1 } })
    expect((await roles()).error).toEqual({ status: 'SCHEMA', message: MALFORMED })
    answer(NEWS, { data: 'oops', total: 1 })
    expect((await news()).error).toEqual({ status: 'SCHEMA', message: MALFORMED })
    const named = warn.mock.calls.map(([text]) => String(text)).filter((t) => t.startsWith('接口'))
    expect(named).toEqual([
      expect.stringContaining('getRoleListPage'),
      expect.stringContaining('getNewsPageListByTypeId'),
    ])
  })

  it('gives a record as the record itself, and the url GetwwwrootUrl answers in msg as text', async () => {
    const info = await makeStore().dispatch(userUserApi.endpoints.getUserInfo.initiate())
    expect(info.data).toMatchObject({ chnName: expect.any(String) })
    expect(info.data).not.toHaveProperty('success')
    answer('*/Api/User/user_user/GetwwwrootUrl', { msg: 'https://files.example.com/', data: null })
    const root = await makeStore().dispatch(userUserApi.endpoints.getWebRootUrl.initiate())
    expect(root.data).toBe('https://files.example.com/')
  })
})
