import { preloadOnIntent } from './preload-on-intent'

describe('preloading a page on pointing or focus', () => {
  it('loads the code of the routes a same-origin link leads to, once; other links load nothing', () => {
    const page = vi.fn(async () => ({}))
    const shell = vi.fn(async () => ({}))
    const stop = preloadOnIntent([
      { path: '/', children: [{ lazy: shell, children: [{ path: 'dashboard', lazy: page }] }] },
    ])
    document.body.innerHTML = `
      <a href="/dashboard">我的首页</a>
      <a href="https://example.com/dashboard">外部</a>
      <ul><li role="menuitem" tabindex="0"><a href="/dashboard">菜单</a></li></ul>`
    const [inApp, outside] = document.querySelectorAll('a')
    outside.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(page).not.toHaveBeenCalled()
    inApp.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(page).toHaveBeenCalledTimes(1)
    expect(shell).toHaveBeenCalledTimes(1)
    document.querySelector('li')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(page).toHaveBeenCalledTimes(1)
    stop()
    document.body.innerHTML = ''
  })

  it('keyboard focus on a sidebar item (around its link) preloads too', () => {
    const page = vi.fn(async () => ({}))
    const stop = preloadOnIntent([{ path: '/ydmessage/index', lazy: page }])
    document.body.innerHTML = `<li role="menuitem" tabindex="0"><a href="/ydmessage/index">消息</a></li>`
    document.querySelector('li')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(page).toHaveBeenCalledTimes(1)
    stop()
    document.body.innerHTML = ''
  })
})
