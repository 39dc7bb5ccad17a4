import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { qiniuApi } from './qiniu'

// Real baseQuery -> real mock handlers.
describe('qiniu against the mock backend', () => {
  it('token is a GET without parameters that answers the upload token for a logged-in user', async () => {
    const token = loginAs('u-admin')
    const wire = watchWire()
    const result = await makeStore().dispatch(qiniuApi.endpoints.token.initiate()).unwrap()
    expect(result.data).toBe('mock-qiniu-upload-token')
    expect(await wire.sent()).toMatchObject([
      { method: 'GET', pathname: '/qiniu/upload/token', query: {}, body: undefined },
    ])
    expect((await wire.sent())[0].headers.get('Authorization')).toBe(`Bearer ${token}`)
  })

  it('is refused to a guest with the 401 envelope', async () => {
    const result = await makeStore().dispatch(qiniuApi.endpoints.token.initiate())
    expect(result.error).toMatchObject({ errorCode: 401 })
  })
})
