import Cookies from 'js-cookie'
import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { watchWire } from '../../mocks/test-harness'
import { request } from '../api/http'
import { EARLY_ANSWER_LIFETIME, sendEarlyCalls, type EarlyCall } from './early-answers'

// Calls the page's first script sends before the app starts, and the request layer picking their
// answers up (route-preload.ts on /home; api/http.ts).
const URL_ = '/Api/Test/early'
const CALL: EarlyCall = { method: 'POST', url: URL_, data: { typeid: 1, limit: 6 } }

function answering(...bodies: unknown[]) {
  const answers = [...bodies]
  server.use(
    mswHttp.post('*' + URL_, () =>
      HttpResponse.json({ success: true, errorCode: 0, msg: '', data: answers.shift() }),
    ),
  )
}

describe('early calls (sent before the app starts, answered to the app)', () => {
  it('are sent as the app sends them: JSON body, query and bearer token', async () => {
    answering('a', 'b')
    const wire = watchWire()
    sendEarlyCalls([CALL, { method: 'POST', url: URL_, params: { Type: 4, limit: 6 } }], '', 'tk')
    const [first, second] = await vi.waitFor(async () => {
      const sent = await wire.to(URL_)
      expect(sent).toHaveLength(2)
      return sent
    })
    expect(first).toMatchObject({ method: 'POST', body: { typeid: 1, limit: 6 }, query: {} })
    expect(first.contentType).toBe('application/json')
    expect(first.headers.get('Authorization')).toBe('Bearer tk')
    expect(second).toMatchObject({ body: undefined, query: { Type: '4', limit: '6' } })
  })

  it('hand their answer to the app’s identical request, which sends nothing', async () => {
    answering('early', 'asked again')
    const wire = watchWire()
    sendEarlyCalls([CALL], '')
    await expect(request({ method: 'POST', url: URL_, data: CALL.data })).resolves.toMatchObject({
      data: 'early',
    })
    expect(await wire.to(URL_)).toHaveLength(1)
    // once: the next identical request asks the backend
    await expect(request({ method: 'POST', url: URL_, data: CALL.data })).resolves.toMatchObject({
      data: 'asked again',
    })
    expect(await wire.to(URL_)).toHaveLength(2)
  })

  it('with a query: the request with the same params picks the answer up', async () => {
    answering('notices')
    const wire = watchWire()
    sendEarlyCalls([{ method: 'POST', url: URL_, params: { Type: 4, limit: 6 } }], '')
    await expect(
      request({ method: 'POST', url: URL_, params: { Type: 4, limit: 6 } }),
    ).resolves.toMatchObject({ data: 'notices' })
    expect(await wire.to(URL_)).toHaveLength(1)
  })

  it('a request that differs (another body) is sent as usual', async () => {
    answering('early', 'type 2')
    sendEarlyCalls([CALL], '')
    await expect(
      request({ method: 'POST', url: URL_, data: { typeid: 2, limit: 6 } }),
    ).resolves.toMatchObject({ data: 'type 2' })
  })

  it('a failed early call costs nothing: the app asks again, and no error is shown', async () => {
    let calls = 0
    server.use(
      mswHttp.post('*' + URL_, () =>
        ++calls === 1
          ? HttpResponse.text('bad gateway', { status: 502 })
          : HttpResponse.json({ success: true, data: 'second' }),
      ),
    )
    sendEarlyCalls([CALL], '')
    await expect(request({ method: 'POST', url: URL_, data: CALL.data })).resolves.toMatchObject({
      data: 'second',
    })
    expect(calls).toBe(2)
    expect(document.querySelector('.ant-message-notice')).toBeNull()
  })

  it('is not used for a request with another token (a login meanwhile): the app asks again', async () => {
    answering('as a guest', 'signed in')
    sendEarlyCalls([CALL], '')
    Cookies.set('Admin-Token', 'tk')
    await expect(request({ method: 'POST', url: URL_, data: CALL.data })).resolves.toMatchObject({
      data: 'signed in',
    })
  })

  it('is used for a request with the token it was sent with', async () => {
    answering('signed in', 'asked again')
    Cookies.set('Admin-Token', 'tk')
    sendEarlyCalls([CALL], '', 'tk')
    await expect(request({ method: 'POST', url: URL_, data: CALL.data })).resolves.toMatchObject({
      data: 'signed in',
    })
  })

  it('an answer left too long is not used: the app asks again', async () => {
    answering('stale', 'fresh')
    sendEarlyCalls([CALL], '')
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + EARLY_ANSWER_LIFETIME + 1)
    await expect(request({ method: 'POST', url: URL_, data: CALL.data })).resolves.toMatchObject({
      data: 'fresh',
    })
  })
})
