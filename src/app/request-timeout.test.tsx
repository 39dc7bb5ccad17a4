import { render, screen } from '@testing-library/react'
import { delay, http as mswHttp } from 'msw'
import { server } from '../../mocks/node'
import { request, type HttpError } from '../api/http'
import { Providers } from './providers'
import { makeStore } from './store'

// The request layer's 30 s timeout (behaviour B7.2) as behaviour: a backend that never answers.
describe('request timeout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('gives up after 30 s: the call rejects and the timeout message is shown', async () => {
    // toasts show through the App the providers bind, as in the running app
    render(
      <Providers store={makeStore()}>
        <div />
      </Providers>,
    )
    vi.useFakeTimers({ shouldAdvanceTime: false })
    server.use(
      mswHttp.post('*/Api/SysConfig/sys_message/GetNoReadCount', async () => {
        await delay('infinite')
      }),
    )
    let outcome: HttpError | 'answered' | undefined
    const call = request({ url: '/Api/SysConfig/sys_message/GetNoReadCount', method: 'POST' }).then(
      () => (outcome = 'answered'),
      (error: HttpError) => (outcome = error),
    )
    await vi.advanceTimersByTimeAsync(29_900)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(200)
    await call
    expect(outcome).toMatchObject({ status: 'NETWORK' })
    const message = (outcome as HttpError).message
    expect(message).toBe('请求超时，请稍后重试（timeout of 30000ms exceeded）')
    vi.useRealTimers()
    expect(await screen.findByText(message)).toBeInTheDocument()
  })
})
