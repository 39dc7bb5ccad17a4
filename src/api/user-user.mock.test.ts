import { waitFor } from '@testing-library/react'
import { loginAs, nodeFile, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { userUserApi } from './user-user'
import { captureDownloads } from '../lib/test-downloads'

// Real baseQuery -> real mock handlers: what was sent and what the seeded backend answered.
const C = '/Api/User/user_user'
const ep = userUserApi.endpoints
const page = { pageIndex: 1, pageSize: 1000 }

describe('user_user against the mock backend', () => {
  it('logs in in two steps: the body carries username/password, step 2 the secret in the query', async () => {
    const wire = watchWire()
    const store = makeStore()
    const step1 = await store
      .dispatch(ep.loginStep1.initiate({ username: 'learner', password: 'Learner@123' }))
      .unwrap()
    expect(step1.data).toEqual([
      { item1: 'learner（华东机械制造有限公司）', item2: expect.any(String) },
    ])
    const step2 = await store
      .dispatch(ep.loginStep2.initiate({ secret: step1.data[0].item2 }))
      .unwrap()
    expect(step2.data).toMatch(/^token-/)
    const [s1, s2] = await wire.sent()
    expect(s1).toMatchObject({
      method: 'POST',
      pathname: `${C}/LoginStep1`,
      query: {},
      body: { username: 'learner', password: 'Learner@123' },
    })
    expect(s2).toMatchObject({
      method: 'POST',
      pathname: `${C}/LoginStep2`,
      query: { secret: step1.data[0].item2 },
      body: undefined,
    })
  })

  it('GetUserInfo answers the seeded session with the bearer token the cookie holds', async () => {
    const token = loginAs('u-learner')
    const wire = watchWire()
    const info = await makeStore().dispatch(ep.getUserInfo.initiate()).unwrap()
    expect(info.data).toMatchObject({
      chnName: '张伟',
      sysRoles: 4,
      comPanyName: '华东机械制造有限公司',
    })
    expect(info.data.roleNameList.length).toBeGreaterThan(0)
    const [sent] = await wire.sent()
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(sent.body).toBeUndefined()
  })

  it('OpenAndClose (GET ?UserId) disables a user and the subscribed GetUserList refetches it as status 0', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const store = makeStore()
    const list = store.dispatch(ep.getUserList.initiate(page))
    const learner = (await list).data?.data.models.find((u) => u.userId === 'u-learner')
    expect(learner?.status).toBe(1)
    await store.dispatch(ep.openAndClose.initiate({ UserId: 'u-learner' })).unwrap()
    await waitFor(() => {
      const rows = ep.getUserList.select(page)(store.getState()).data?.data.models
      expect(rows?.find((u) => u.userId === 'u-learner')?.status).toBe(0)
    })
    const toggle = (await wire.to('/OpenAndClose'))[0]
    expect(toggle).toMatchObject({ method: 'GET', query: { UserId: 'u-learner' }, body: undefined })
    expect(await wire.to('/GetUserList')).toHaveLength(2)
    list.unsubscribe()
  })

  it('EnableDisableJTUserData sends ids and status; the user count follows', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const store = makeStore()
    const count = store.dispatch(ep.getUserCount.initiate())
    const before = (await count).data!.data
    await store
      .dispatch(ep.enableDisableJTUserData.initiate({ ids: ['u-learner', 'u-twin-a'], status: 0 }))
      .unwrap()
    await waitFor(() =>
      expect(ep.getUserCount.select()(store.getState()).data?.data.item2).toBe(before.item2 - 2),
    )
    expect((await wire.to('/EnableDisableJTUserData'))[0].body).toEqual({
      ids: ['u-learner', 'u-twin-a'],
      status: 0,
    })
    count.unsubscribe()
  })

  it('GetUserList sends the filters with their legacy names and the mock filters by them', async () => {
    loginAs('u-admin')
    const wire = watchWire()
    const query = {
      Key: '13800138000',
      Status: 1 as const,
      OrgCode: '',
      PostCode: '',
      RefCompanyCode: 'C002',
      pageIndex: 1,
      pageSize: 20,
      totle: 0,
    }
    const result = await makeStore().dispatch(ep.getUserList.initiate(query)).unwrap()
    expect(result.data.models.map((u) => [u.userId, u.orgCode, u.postCode])).toEqual([
      ['u-learner', expect.any(String), expect.any(String)],
    ])
    expect(result.data.totalCount).toBe(1)
    expect((await wire.sent())[0].body).toEqual(query)
  })

  it('ExportUserList sends ydAuthorization and saves the sheet the mock builds', async () => {
    const token = loginAs('u-company')
    const downloads = captureDownloads()
    const wire = watchWire()
    const name = await makeStore()
      .dispatch(ep.exportUserList.initiate({ Key: '张伟', pageIndex: 1, pageSize: 20 }))
      .unwrap()
    const [sent] = await wire.sent()
    expect(sent.headers.get('ydAuthorization')).toBe(`Bearer ${token}`)
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual([name]))
    expect(await downloads[0].blob.text()).toContain('<td>张伟</td>')
  })

  it('UpdateUserInfoByUser changes the session GetUserInfo answers', async () => {
    loginAs('u-learner')
    const store = makeStore()
    const info = store.dispatch(ep.getUserInfo.initiate())
    await info
    await store.dispatch(ep.updateUserInfoByUser.initiate({ chnName: '张伟明' })).unwrap()
    await waitFor(() =>
      expect(ep.getUserInfo.select()(store.getState()).data?.data.chnName).toBe('张伟明'),
    )
    info.unsubscribe()
  })

  it('UploadTravelPath sends the file part; the subscribed travel list refetches with the upload', async () => {
    loginAs('u-company')
    const store = makeStore()
    const query = { pageIndex: 1, pageRows: 50 }
    const list = store.dispatch(ep.getTravelPathPageList.initiate(query))
    const before = (await list).data!.data.totalCount
    const wire = watchWire()
    const uploaded = await store
      .dispatch(ep.uploadTravelPath.initiate(await nodeFile(['png'], '行程卡.png', 'image/png')))
      .unwrap()
    expect(uploaded.msg).toBe('上传成功')
    await waitFor(() => {
      const page = ep.getTravelPathPageList.select(query)(store.getState()).data?.data
      expect(page?.totalCount).toBe(before + 1)
      expect(page?.models[0]).toMatchObject({ fileName: '行程卡.png', chnName: '李晓梅' })
    })
    expect(((await wire.to('/UploadTravelPath'))[0].body as FormData).get('file')).toHaveProperty(
      'name',
      '行程卡.png',
    )
    list.unsubscribe()
  })
})
