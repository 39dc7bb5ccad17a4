import { http as mockHttp } from 'msw'
import { server } from '../../mocks/node'
import { ok } from '../../mocks/respond'
import { cancelAllRequests, request } from '../api/http'
import { backendReady, holdRequestsUntil } from './backend-ready'

const PATH = '/Api/SysConfig/sys_message/GetNoReadCount'

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('requests wait for the mock backend to start', () => {
  let received: number
  beforeEach(() => {
    received = 0
    server.use(
      mockHttp.post(`*${PATH}`, () => {
        received += 1
        return ok(3)
      }),
    )
  })
  afterEach(() => holdRequestsUntil(Promise.resolve()))

  it('sends a request only once the worker has started', async () => {
    const starting = deferred()
    holdRequestsUntil(starting.promise)
    const answer = request({ method: 'post', url: PATH })
    await tick()
    expect(received).toBe(0)
    starting.resolve()
    await expect(answer).resolves.toMatchObject({ data: 3 })
    expect(received).toBe(1)
  })

  it('lets requests through when the worker fails to start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const starting = deferred()
    holdRequestsUntil(starting.promise)
    const answer = request({ method: 'post', url: PATH })
    starting.reject(new Error('no service worker'))
    await expect(answer).resolves.toMatchObject({ data: 3 })
    expect(error).toHaveBeenCalled()
  })

  it('drops a request cancelled while waiting, silently', async () => {
    const starting = deferred()
    holdRequestsUntil(starting.promise)
    const answer = request({ method: 'post', url: PATH })
    cancelAllRequests()
    starting.resolve()
    await expect(answer).rejects.toMatchObject({ status: 'CANCELLED' })
    expect(received).toBe(0)
  })

  it('does not hold anything when nothing is starting', async () => {
    await expect(backendReady()).resolves.toBeUndefined()
  })
})
