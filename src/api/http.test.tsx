import { http as mswHttp, HttpResponse, delay } from 'msw'
import { screen, render, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { server } from '../../mocks/node'
import { cancelAllRequests, request, http, pendingCount, type HttpError } from './http'
import { makeStore } from '../app/store'
import { Providers } from '../app/providers'
import { sysMessageApi } from './sys-message'
import { loadFeedback, toastSuccess } from '../lib/feedback'
import { antd, setupUser } from '../testing'

const URL_ = '/Api/Test/echo'

function mountProviders() {
  render(
    <Providers store={makeStore()}>
      <div />
    </Providers>,
  )
}

async function rejection(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p
  } catch (e) {
    return e as HttpError
  }
  throw new Error('expected a rejection')
}

describe('request layer (behaviour B7, B8)', () => {
  beforeEach(() => mountProviders())

  it('sends the bearer token from the Admin-Token cookie', async () => {
    Cookies.set('Admin-Token', 'abc')
    let auth: string | null = null
    server.use(
      mswHttp.post('*' + URL_, ({ request: r }) => {
        auth = r.headers.get('Authorization')
        return HttpResponse.json({ success: true, data: 1 })
      }),
    )
    await request({ url: URL_, method: 'POST' })
    expect(auth).toBe('Bearer abc')
  })

  it('uses a 30 s timeout', () => {
    expect(http.defaults.timeout).toBe(30_000)
  })

  it('resolves the envelope of a successful answer', async () => {
    server.use(
      mswHttp.post('*' + URL_, () =>
        HttpResponse.json({ success: true, errorCode: 0, msg: '', data: { a: 1 }, total: 0 }),
      ),
    )
    await expect(request({ url: URL_, method: 'POST' })).resolves.toMatchObject({ data: { a: 1 } })
  })

  it('treats success false as an error: toasts msg and rejects', async () => {
    server.use(
      mswHttp.post('*' + URL_, () =>
        HttpResponse.json({ success: false, msg: '用户名或密码错误', data: null }),
      ),
    )
    const err = await rejection(request({ url: URL_, method: 'POST' }))
    expect(err.message).toBe('用户名或密码错误')
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument()
  })

  it('treats a non-zero errorCode as an error, with Error when there is no msg', async () => {
    server.use(
      mswHttp.post('*' + URL_, () =>
        HttpResponse.json({ success: true, errorCode: 500, data: null }),
      ),
    )
    const err = await rejection(request({ url: URL_, method: 'POST' }))
    expect(err.status).toBe('BUSINESS')
    expect(await screen.findByText('Error')).toBeInTheDocument()
  })

  // jsdom never ends antd's leave animation, so the duration handed to antd is what we can check.
  it('keeps the error toast for 5 s and a success toast for 2 s', async () => {
    const { message } = await loadFeedback()
    const error = vi.spyOn(message, 'error')
    const success = vi.spyOn(message, 'success')
    server.use(
      mswHttp.post('*' + URL_, () => HttpResponse.json({ success: false, msg: '保存失败' })),
    )
    await rejection(request({ url: URL_, method: 'POST' }))
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ content: '保存失败', duration: 5 }),
      ),
    )
    toastSuccess('保存成功')
    await waitFor(() => expect(success).toHaveBeenCalledWith({ content: '保存成功', duration: 2 }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
  })

  it('errorCode 401 opens the login-expired confirm; 重新登录 clears the token and reloads', async () => {
    Cookies.set('Admin-Token', 'old')
    const reload = vi.fn()
    const original = window.location
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    })
    try {
      server.use(
        mswHttp.post('*' + URL_, () =>
          HttpResponse.json({ success: false, errorCode: 401, msg: '登录已过期' }),
        ),
      )
      await rejection(request({ url: URL_, method: 'POST' }))
      expect(
        await screen.findByText('登录状态已过期，您可以继续留在该页面，或者重新登录'),
      ).toBeInTheDocument()
      expect(screen.getByRole('button', { name: /不\s*用\s*了/ })).toBeInTheDocument()
      await setupUser().click(screen.getByRole('button', { name: /重新登录/ }))
      expect(Cookies.get('Admin-Token')).toBeUndefined()
      expect(reload).toHaveBeenCalled()
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original })
    }
  })

  it('不用了 keeps the token and the page', async () => {
    Cookies.set('Admin-Token', 'old')
    server.use(
      mswHttp.post('*' + URL_, () =>
        HttpResponse.json({ success: false, errorCode: 401, msg: '登录已过期' }),
      ),
    )
    await rejection(request({ url: URL_, method: 'POST' }))
    await setupUser().click(await screen.findByRole('button', { name: /不\s*用\s*了/ }))
    expect(Cookies.get('Admin-Token')).toBe('old')
  })

  it('after 不用了 the same login asks nothing more: no toast, no confirm on its next 401s', async () => {
    Cookies.set('Admin-Token', 'expired')
    const { message, modal } = await loadFeedback()
    server.use(
      mswHttp.post('*' + URL_, () =>
        HttpResponse.json({ success: false, errorCode: 401, msg: '登录已过期' }),
      ),
    )
    await rejection(request({ url: URL_, method: 'POST' }))
    await setupUser().click(await screen.findByRole('button', { name: /不\s*用\s*了/ }))
    const toast = vi.spyOn(message, 'error')
    const confirm = vi.spyOn(modal, 'confirm')
    // the hand-in's next tries, still with the expired login
    for (let i = 0; i < 2; i++) {
      const again = await rejection(request({ url: URL_, method: 'POST' }))
      expect(again).toMatchObject({ status: 'BUSINESS', errorCode: 401 })
    }
    await loadFeedback()
    expect(toast).not.toHaveBeenCalled()
    expect(confirm).not.toHaveBeenCalled()
    // a new login (another token) that expires asks again
    Cookies.set('Admin-Token', 'renewed')
    await rejection(request({ url: URL_, method: 'POST' }))
    await loadFeedback()
    expect(confirm).toHaveBeenCalledTimes(1)
  })

  it('shows the message of a network error', async () => {
    server.use(mswHttp.post('*' + URL_, () => HttpResponse.error()))
    const err = await rejection(request({ url: URL_, method: 'POST' }))
    expect(err.status).toBe('NETWORK')
    expect(await screen.findByText('网络连接失败，请检查网络（Network Error）')).toBeInTheDocument()
  })

  it('says which status a failed HTTP answer had', async () => {
    server.use(mswHttp.post('*' + URL_, () => new HttpResponse('oops', { status: 500 })))
    const err = await rejection(request({ url: URL_, method: 'POST' }))
    expect(err.status).toBe(500)
    expect(await screen.findByText('服务器出错（500），请稍后重试')).toBeInTheDocument()
  })

  it('treats a non-JSON answer (index.html from a static host) as an error', async () => {
    server.use(
      mswHttp.post(
        '*' + URL_,
        () =>
          new HttpResponse('<!doctype html><html></html>', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    )
    const err = await rejection(request({ url: URL_, method: 'POST' }))
    expect(err.status).toBe('PARSE')
    expect(await screen.findByText('服务器返回了无法识别的数据')).toBeInTheDocument()
  })

  it('cancels an identical in-flight request silently; a different one goes through', async () => {
    let hits = 0
    server.use(
      mswHttp.post('*' + URL_, async () => {
        hits += 1
        await delay(50)
        return HttpResponse.json({ success: true, data: hits })
      }),
    )
    const first = request({ url: URL_, method: 'POST', data: { a: 1 } })
    const second = request({ url: URL_, method: 'POST', data: { a: 1 } })
    const other = request({ url: URL_, method: 'POST', data: { a: 2 } })
    const err = await rejection(first)
    expect(err.status).toBe('CANCELLED')
    await expect(second).resolves.toMatchObject({ success: true })
    await expect(other).resolves.toMatchObject({ success: true })
    expect(pendingCount()).toBe(0)
    expect(antd.toasts(/cancel/i)).toHaveLength(0)
  })

  it('cancelAllRequests (used at logout) drops every request in flight: no toast, no login-expired confirm', async () => {
    mountProviders()
    server.use(
      mswHttp.post('*' + URL_, async () => {
        await delay(100)
        return HttpResponse.json({ success: false, errorCode: 401, msg: '登录已过期' })
      }),
    )
    const first = request({ url: URL_, method: 'POST', data: { a: 1 } })
    const second = request({ url: URL_, method: 'POST', data: { a: 2 } })
    cancelAllRequests()
    expect((await rejection(first)).status).toBe('CANCELLED')
    expect((await rejection(second)).status).toBe('CANCELLED')
    expect(pendingCount()).toBe(0)
    await new Promise((r) => setTimeout(r, 150))
    expect(screen.queryByText('登录已过期')).not.toBeInTheDocument()
    expect(screen.queryByText(/登录状态已过期/)).not.toBeInTheDocument()
  })

  it('returns binary answers untouched', async () => {
    server.use(
      mswHttp.post(
        '*' + URL_,
        () =>
          new HttpResponse('xls-bytes', {
            headers: { 'Content-Type': 'application/vnd.ms-excel' },
          }),
      ),
    )
    const blob = await request({ url: URL_, method: 'POST', responseType: 'blob' })
    expect(blob).toMatchObject({ size: 9, type: 'application/vnd.ms-excel' })
  })

  it('a silent call does not toast but still rejects', async () => {
    server.use(
      mswHttp.post('*' + URL_, () => HttpResponse.json({ success: false, msg: '详情不存在' })),
    )
    const err = await rejection(request({ url: URL_, method: 'POST', silent: true }))
    expect(err.message).toBe('详情不存在')
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByText('详情不存在')).not.toBeInTheDocument()
  })

  it('RTK Query endpoints go through the same rules (error toast and rejected result)', async () => {
    Cookies.set('Admin-Token', 'x')
    server.use(
      mswHttp.post('*/Api/SysConfig/sys_message/GetNoReadCount', () =>
        HttpResponse.json({ success: false, msg: '统计失败' }),
      ),
    )
    const store = makeStore()
    const result = await store.dispatch(sysMessageApi.endpoints.getUnreadCount.initiate())
    expect(result.error).toMatchObject({ status: 'BUSINESS', message: '统计失败' })
    expect(await screen.findByText('统计失败')).toBeInTheDocument()
  })
})
