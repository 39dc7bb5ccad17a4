import { preloadOnIntent } from './preload-on-intent'

// Only this file's own markup: antd keeps its toast containers in the body the next file uses.
let box: HTMLDivElement
beforeEach(() => {
  box = document.createElement('div')
  document.body.appendChild(box)
})
afterEach(() => box.remove())

describe('preloading a page on pointing or focus', () => {
  it('loads the code of the routes a same-origin link leads to, once; other links load nothing', () => {
    const page = vi.fn(async () => ({}))
    const shell = vi.fn(async () => ({}))
    const stop = preloadOnIntent([
      { path: '/', children: [{ lazy: shell, children: [{ path: 'dashboard', lazy: page }] }] },
    ])
    box.innerHTML = `
      <a href="/dashboard">我的首页</a>
      <a href="https://example.com/dashboard">外部</a>
      <ul><li role="menuitem" tabindex="0"><a href="/dashboard">菜单</a></li></ul>`
    const [inApp, outside] = box.querySelectorAll('a')
    outside.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(page).not.toHaveBeenCalled()
    inApp.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(page).toHaveBeenCalledTimes(1)
    expect(shell).toHaveBeenCalledTimes(1)
    box.querySelector('li')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(page).toHaveBeenCalledTimes(1)
    stop()
  })

  it('keyboard focus on a sidebar item (around its link) preloads too', () => {
    const page = vi.fn(async () => ({}))
    const stop = preloadOnIntent([{ path: '/ydmessage/index', lazy: page }])
    box.innerHTML = `<li role="menuitem" tabindex="0"><a href="/ydmessage/index">消息</a></li>`
    box.querySelector('li')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(page).toHaveBeenCalledTimes(1)
    stop()
  })
})
