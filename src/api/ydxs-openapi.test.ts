import { db } from '../../mocks/db'
import { watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { config } from '../lib/env'
import { fpModelinfoApi } from './fp-modelinfo'
import { ydxsOpenapiApi } from './ydxs-openapi'

// Real baseQuery -> real mock handlers, which require the secret header like the real controller.
// The header's name and value come from the build env, read when a call is made.
const ep = ydxsOpenapiApi.endpoints

describe('Ydxs OpenApi against the mock backend', () => {
  it('with a configured secret: sends it in the configured header to OpenApi calls only', async () => {
    vi.stubEnv('VITE_OPENAPI_HEADER', 'X-Test-Secret-Header')
    vi.stubEnv('VITE_OPENAPI_SECRET', 'operator-secret')
    const wire = watchWire()
    const store = makeStore()
    await store.dispatch(ep.getFPLecturerInfoList.initiate()).unwrap()
    // the answers are not read by the app: the secret only has to get the calls through
    const lecturer = db.lecturers[0]
    const detail = await store
      .dispatch(ep.getFPLecturerDetailInfoData.initiate({ id: lecturer.id }))
      .unwrap()
    expect(detail).toMatchObject({ name: lecturer.name })
    await store.dispatch(fpModelinfoApi.endpoints.getShowModelInfoDataList.initiate()).unwrap()
    expect(config.openApiHeader).toBe('X-Test-Secret-Header')
    expect(
      (await wire.sent()).map((r) => [
        r.pathname.split('/').pop(),
        r.headers.get(config.openApiHeader),
      ]),
    ).toEqual([
      ['GetFPLecturerInfoList', 'operator-secret'],
      ['GetFPLecturerDetailInfoData', 'operator-secret'],
      ['GetShowModelInfoDataList', null],
    ])
  })

  it('without a configured secret: sends no header (not an empty one), warns once, and the backend refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const wire = watchWire()
    const store = makeStore()
    const result = await store.dispatch(ep.getFPLinkInfoList.initiate())
    await store.dispatch(ep.getFPLecturerInfoList.initiate())
    expect(result.error).toMatchObject({ status: 'BUSINESS', message: '接口密钥无效，拒绝访问' })
    expect((await wire.sent()).map((r) => r.headers.has(config.openApiHeader))).toEqual([
      false,
      false,
    ])
    expect(warn.mock.calls.filter(([m]) => String(m).includes('VITE_OPENAPI_SECRET'))).toHaveLength(
      1,
    )
  })
})
