import { act, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { loginAs, nodeFile, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { Providers } from '../app/providers'
import { userUserApi } from './user-user'
import { saveUserExport } from './user-export'
import { captureDownloads } from '../testing'

// Real baseQuery -> real mock handlers.
const ep = userUserApi.endpoints
const page = { pageIndex: 1, pageSize: 1000 }

describe('user_user against the mock backend', () => {
  it('OpenAndClose disables a user: the subscribed GetUserList refetches it as status 0', async () => {
    loginAs('company')
    const store = makeStore()
    const list = store.dispatch(ep.getUserList.initiate(page))
    const status = () =>
      ep.getUserList
        .select(page)(store.getState())
        .data?.rows.find((u) => u.userId === 'u-learner')?.status
    await list
    expect(status()).toBe(1)
    await store.dispatch(ep.openAndClose.initiate({ UserId: 'u-learner' })).unwrap()
    await waitFor(() => expect(status()).toBe(0))
    list.unsubscribe()
  })

  it('EnableDisableJTUserData (enableDisableUsers) disables two users: the subscribed user count follows', async () => {
    loginAs('company')
    const store = makeStore()
    const count = store.dispatch(ep.getUserCount.initiate())
    const before = (await count).data!
    await store
      .dispatch(ep.enableDisableUsers.initiate({ ids: ['u-learner', 'u-twin-a'], status: 0 }))
      .unwrap()
    await waitFor(() =>
      expect(ep.getUserCount.select()(store.getState()).data?.item2).toBe(before.item2! - 2),
    )
    count.unsubscribe()
  })

  it('ExportUserList sends the token in ydAuthorization too, asks for binary data and saves the sheet the mock builds', async () => {
    const token = loginAs('company')
    const downloads = captureDownloads()
    const wire = watchWire()
    const name = await makeStore()
      .dispatch(ep.exportUserList.initiate({ Key: '张伟', pageIndex: 1, pageSize: 20 }))
      .unwrap()
    const [sent] = await wire.sent()
    expect(sent.headers.get('ydAuthorization')).toBe(`Bearer ${token}`)
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(name).toMatch(/^用户列表_\d{14}\.xls$/)
    // file-saver clicks its link on the next tick
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual([name]))
    // the Blob comes from jsdom's XMLHttpRequest, another realm than the test's Blob class
    expect(Object.prototype.toString.call(downloads[0].blob)).toBe('[object Blob]')
    expect(await downloads[0].blob.text()).toContain('<td>张伟</td>')
  })

  it('ExportUserList treats a JSON refusal as a failure and saves nothing', async () => {
    loginAs('company')
    const downloads = captureDownloads()
    render(
      <Providers store={makeStore()}>
        <div />
      </Providers>,
    )
    server.use(
      http.post('*/Api/User/user_user/ExportUserList', () =>
        HttpResponse.json({ success: false, errorCode: 0, msg: '请先选择公司', data: null }),
      ),
    )
    // the failure toast renders React: let it settle inside act
    const result = await act(() =>
      makeStore().dispatch(ep.exportUserList.initiate({ pageIndex: 1, pageSize: 20 })),
    )
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

  it('UploadTravelPath: the subscribed travel list refetches with the upload', async () => {
    loginAs('company')
    const store = makeStore()
    const query = { pageIndex: 1, pageRows: 50 }
    const list = store.dispatch(ep.getTravelPathPageList.initiate(query))
    // nothing of the app reads these lists: their data is looked at as the mock sends it
    type TravelPage = { totalCount: number; models: Record<string, unknown>[] }
    const before = ((await list).data! as TravelPage).totalCount
    await store
      .dispatch(ep.uploadTravelPath.initiate(await nodeFile(['png'], '行程卡.png', 'image/png')))
      .unwrap()
    await waitFor(() => {
      const travel = ep.getTravelPathPageList.select(query)(store.getState()).data as
        TravelPage | undefined
      expect(travel?.totalCount).toBe(before + 1)
      expect(travel?.models[0]).toMatchObject({
        fileName: '行程卡.png',
        chnName: db.users.find((u) => u.userId === 'u-company')!.chnName,
      })
    })
    list.unsubscribe()
  })
})
