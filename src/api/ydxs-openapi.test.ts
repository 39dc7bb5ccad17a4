import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { config } from '../lib/env'
import { fpModelinfoApi } from './fp-modelinfo'
import { envelope, recordRequests } from './test-recorder'
import { ydxsOpenapiApi } from './ydxs-openapi'

// The secret comes from the build env, read when a call is made: stub it for the test.
function load() {
  vi.stubEnv('VITE_OPENAPI_HEADER', 'X-Test-Secret-Header')
  vi.stubEnv('VITE_OPENAPI_SECRET', 'not-a-real-secret')
  return { store: makeStore() }
}

describe('Ydxs OpenApi', () => {
  it('sends the configured secret header with each OpenApi call', async () => {
    const { store } = load()
    const log = recordRequests(server, () => envelope([]))
    await store.dispatch(ydxsOpenapiApi.endpoints.getFPLecturerInfoList.initiate())
    await store.dispatch(ydxsOpenapiApi.endpoints.getFPLinkInfoList.initiate())
    await store.dispatch(ydxsOpenapiApi.endpoints.getFPLecturerDetailInfoData.initiate({ id: 4 }))
    expect(config.openApiHeader).toBe('X-Test-Secret-Header')
    expect(log.map((r) => [r.pathname, r.headers.get(config.openApiHeader)])).toEqual([
      ['/Api/Ydxs/OpenApi/GetFPLecturerInfoList', 'not-a-real-secret'],
      ['/Api/Ydxs/OpenApi/GetFPLinkInfoList', 'not-a-real-secret'],
      ['/Api/Ydxs/OpenApi/GetFPLecturerDetailInfoData', 'not-a-real-secret'],
    ])
    expect(log[2].body).toEqual({ id: 4 })
  })

  it('does not send the secret header to other controllers', async () => {
    const { store } = load()
    const log = recordRequests(server, () => envelope([]))
    await store.dispatch(fpModelinfoApi.endpoints.getShowModelInfoDataList.initiate())
    expect(log[0]).toMatchObject({
      pathname: '/Api/Fp_Manage/Fp_modelinfo/GetShowModelInfoDataList',
      body: {},
    })
    expect(log[0].headers.get(config.openApiHeader)).toBeNull()
  })
})
