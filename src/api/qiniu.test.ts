import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { qiniuApi } from './qiniu'
import { envelope, recordRequests } from './test-recorder'

describe('qiniu', () => {
  it('GET /qiniu/upload/token without parameters', async () => {
    const log = recordRequests(server, () => envelope('qiniu-token'))
    const result = await makeStore().dispatch(qiniuApi.endpoints.token.initiate())
    expect(log[0]).toMatchObject({
      method: 'GET',
      pathname: '/qiniu/upload/token',
      query: {},
      body: undefined,
    })
    expect(result.data?.data).toBe('qiniu-token')
  })
})
