import { act, render, screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { Providers } from '../app/providers'
import { envelope, hits, recordRequests } from './test-recorder'
import { saveUserExport, userUserApi } from './user-user'
import { captureDownloads } from '../lib/test-downloads'

const C = '/Api/User/user_user'
const ep = userUserApi.endpoints
const listQuery = {
  Key: '张',
  Status: 1 as const,
  OrgCode: 'O1',
  PostCode: 'P1',
  RefCompanyCode: 'C002',
  pageIndex: 1,
  pageSize: 20,
  totle: 0,
}

describe('user_user endpoints', () => {
  it('GetUserList posts the filters with their legacy names and returns models/totalCount', async () => {
    const row = { userId: 'u1', chnName: '张伟', status: 1 }
    const log = recordRequests(server, () => envelope({ models: [row], totalCount: 1 }))
    const result = await makeStore().dispatch(ep.getUserList.initiate(listQuery))
    expect(log[0]).toMatchObject({
      method: 'POST',
      pathname: `${C}/GetUserList`,
      query: {},
      body: listQuery,
    })
    expect(result.data?.data).toEqual({ models: [row], totalCount: 1 })
  })

  it('EditPassWord is a GET with pas1, pas2 and CheckNum in the query string', async () => {
    const log = recordRequests(server)
    await makeStore()
      .dispatch(
        ep.editPassWord.initiate({ pas1: 'Abc@12345', pas2: 'Abc@12345', CheckNum: '123456' }),
      )
      .unwrap()
    expect(log[0]).toMatchObject({ method: 'GET', pathname: `${C}/EditPassWord`, body: undefined })
    expect(log[0].query).toEqual({ pas1: 'Abc@12345', pas2: 'Abc@12345', CheckNum: '123456' })
  })

  it('OpenAndClose and SetUserCompany send UserId (and Code) as query parameters', async () => {
    const log = recordRequests(server)
    const store = makeStore()
    await store.dispatch(ep.openAndClose.initiate({ UserId: 'u1' })).unwrap()
    await store.dispatch(ep.setUserCompany.initiate({ Code: 'C003', UserId: 'u1' })).unwrap()
    expect(log.map((r) => [r.method, r.pathname, r.query])).toEqual([
      ['GET', `${C}/OpenAndClose`, { UserId: 'u1' }],
      ['GET', `${C}/SetUserCompany`, { Code: 'C003', UserId: 'u1' }],
    ])
  })

  it('ExportUserList sends ydAuthorization, asks for binary data and saves it as 用户列表_<timestamp>.xls', async () => {
    Cookies.set('Admin-Token', 'tok-1')
    const downloads = captureDownloads()
    const log = recordRequests(
      server,
      () =>
        new HttpResponse('xls-bytes', { headers: { 'Content-Type': 'application/vnd.ms-excel' } }),
    )
    const name = await makeStore().dispatch(ep.exportUserList.initiate(listQuery)).unwrap()
    expect(log[0].headers.get('ydAuthorization')).toBe('Bearer tok-1')
    expect(log[0].headers.get('Authorization')).toBe('Bearer tok-1')
    expect(log[0].body).toEqual(listQuery)
    expect(name).toMatch(/^用户列表_\d{14}\.xls$/)
    // file-saver clicks its link on the next tick
    await waitFor(() => expect(downloads).toHaveLength(1))
    const [{ blob, name: savedAs }] = downloads
    // the Blob comes from jsdom's XMLHttpRequest, another realm than the test's Blob class
    expect(Object.prototype.toString.call(blob)).toBe('[object Blob]')
    expect(await blob.text()).toBe('xls-bytes')
    expect(savedAs).toBe(name)
  })

  it('ExportUserList treats a JSON refusal as a failure and saves nothing', async () => {
    const downloads = captureDownloads()
    render(
      <Providers store={makeStore()}>
        <div />
      </Providers>,
    )
    recordRequests(server, () =>
      HttpResponse.json({ success: false, errorCode: 0, msg: '请先选择公司', data: null }),
    )
    // the failure toast renders React: let it settle inside act
    const result = await act(() => makeStore().dispatch(ep.exportUserList.initiate(listQuery)))
    expect(result.error).toMatchObject({ status: 'BUSINESS', message: '请先选择公司' })
    await new Promise((r) => setTimeout(r, 10))
    expect(downloads).toEqual([])
    expect(await screen.findByText('请先选择公司')).toBeInTheDocument()
  })

  it('saveUserExport names the file with the local YYYYMMDDHHmmss timestamp', () => {
    expect(saveUserExport(new Blob(['x']), new Date(2024, 0, 2, 3, 4, 5))).toBe(
      '用户列表_20240102030405.xls',
    )
  })

  it('UploadUserInfoByForm posts multipart field `file` and returns the url', async () => {
    const log = recordRequests(server, () => envelope('https://files/u.xls'))
    const file = new File(['a,b'], 'users.xls', { type: 'application/vnd.ms-excel' })
    const result = await makeStore().dispatch(ep.uploadUserInfoByForm.initiate(file)).unwrap()
    expect(log[0].contentType).toContain('multipart/form-data')
    expect([...(log[0].body as FormData).keys()]).toEqual(['file'])
    expect(result.data).toBe('https://files/u.xls')
  })

  it('checkuserinfo returns the list of error strings', async () => {
    const log = recordRequests(server, () => envelope(['第2行：手机号格式错误']))
    const result = await makeStore()
      .dispatch(ep.checkuserinfo.initiate({ urls: ['https://files/u.xls'] }))
      .unwrap()
    expect(log[0].body).toEqual({ urls: ['https://files/u.xls'] })
    expect(result.data).toEqual(['第2行：手机号格式错误'])
  })

  it('enabling/disabling users refreshes the user list and the user count', async () => {
    const log = recordRequests(server, (r) =>
      r.pathname.endsWith('GetUserCount')
        ? envelope({ item1: 3, item2: 1 })
        : envelope({ models: [], totalCount: 0 }),
    )
    const store = makeStore()
    const list = store.dispatch(ep.getUserList.initiate(listQuery))
    const count = store.dispatch(ep.getUserCount.initiate())
    await list
    await count
    await store
      .dispatch(ep.enableDisableJTUserData.initiate({ ids: ['u1', 'u2'], status: 0 }))
      .unwrap()
    await waitFor(() => expect(hits(log, `${C}/GetUserList`)).toBe(2))
    await waitFor(() => expect(hits(log, `${C}/GetUserCount`)).toBe(2))
    expect(log.find((r) => r.pathname.endsWith('EnableDisableJTUserData'))?.body).toEqual({
      ids: ['u1', 'u2'],
      status: 0,
    })
    list.unsubscribe()
    count.unsubscribe()
  })
})
