import { config } from '../../src/lib/env'
import { call } from '../test-harness'

const C = 'http://localhost/Api/Ydxs/OpenApi'

async function lecturers(headers: Record<string, string>) {
  const response = await fetch(`${C}/GetFPLecturerInfoList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: '{}',
  })
  return (await response.json()) as { success: boolean; msg: string; data: unknown }
}

describe('OpenApi mocks', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('refuse a call without the secret header (or with an empty one)', async () => {
    expect(await lecturers({})).toMatchObject({ success: false, msg: '接口密钥无效，拒绝访问' })
    expect(await lecturers({ [config.openApiHeader]: '' })).toMatchObject({ success: false })
    expect((await call('/Api/Ydxs/OpenApi/GetFPLinkInfoList', { body: {} })).success).toBe(false)
  })

  it('accept any non-empty secret when none is configured, only the configured one otherwise', async () => {
    const answer = await lecturers({ [config.openApiHeader]: 'anything' })
    expect(answer.success).toBe(true)
    expect(Array.isArray(answer.data) && answer.data.length).toBeGreaterThan(0)
    vi.stubEnv('VITE_OPENAPI_SECRET', 'configured-secret')
    expect((await lecturers({ [config.openApiHeader]: 'anything' })).success).toBe(false)
    expect((await lecturers({ [config.openApiHeader]: 'configured-secret' })).success).toBe(true)
    // the header's name counts too
    expect((await lecturers({ 'X-Other-Header': 'configured-secret' })).success).toBe(false)
  })
})
