import { assert, waitForPath } from './assert.mjs'
import { login, signIn } from './login.mjs'
import { logoutByMenu } from './user-menu.mjs'

const ACCOUNTS = [
  ['admin', 'Admin@123'],
  ['company', 'Company@123'],
  ['learner', 'Learner@123'],
]
// Calls only a signed-in user makes: none of them may go out without the token (after logout).
const SESSION_CALLS = /GetNoReadCount|GetUserInfo|GetUserMenuList|GetUserActionValue|GetMessagePage/
const EXPIRED = '登录状态已过期，您可以继续留在该页面，或者重新登录'

/** Logs out through the user centre and checks that it was silent and left no session call. */
async function logoutSilently(page) {
  const late = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (SESSION_CALLS.test(pathname) && !request.headers().authorization) late.push(pathname)
  })
  await logoutByMenu(page)
  // the moment /home shows, the session is gone: a reload or a closed tab now is logged out
  const cookies = await page.context().cookies()
  assert(!cookies.some((c) => c.name === 'Admin-Token'), 'the token cookie outlived the logout')
  await page.getByRole('button', { name: '培训登录' }).waitFor()
  // long enough for a polling or refetching call to show itself
  await page.waitForTimeout(1500)
  assert((await page.getByText(EXPIRED).count()) === 0, 'the login-expired confirm appeared')
  assert((await page.getByText('登录已过期').count()) === 0, 'a 登录已过期 toast appeared')
  assert(late.length === 0, `session calls without a token: ${late.join(', ')}`)
}

export const journeys = {
  async 'logging out from a server-menu page lands on /home, for every role'({ page }) {
    for (const [username, password] of ACCOUNTS) {
      await login(page, username, password)
      // the first page of the first server menu group (the fixed 我的首页 entry is /dashboard)
      const nav = page.getByRole('navigation', { name: '主菜单' })
      await nav.locator('.ant-menu-submenu-title').first().click()
      const entry = nav.locator('a[href]:not([href="/dashboard"]):visible').first()
      const href = await entry.getAttribute('href')
      await entry.click()
      await waitForPath(page, href)
      await logoutSilently(page)
    }
  },

  async 'logging out from /dashboard and /profile/index is silent and sends no call without a token'({
    page,
  }) {
    await login(page, 'learner', 'Learner@123')
    await logoutSilently(page)
    await signIn(page, 'learner', 'Learner@123', '/profile/index')
    await waitForPath(page, '/profile/index')
    await logoutSilently(page)
  },

  async 'every call answering 401: one confirm over the page, no stack of identical toasts'({
    page,
  }) {
    await login(page, 'admin', 'Admin@123')
    await page.evaluate(() => localStorage.setItem('yd-mock-force401', '1'))
    await page.reload()
    const confirm = page.getByRole('dialog').filter({ hasText: EXPIRED })
    await confirm.waitFor()
    await page.waitForTimeout(1500)
    assert((await confirm.count()) === 1, `confirms: ${await confirm.count()}`)
    const toasts = await page
      .locator('.ant-message-notice')
      .evaluateAll((els) => els.map((el) => el.textContent.trim()))
    assert(new Set(toasts).size === toasts.length, `repeated toasts: ${toasts.join(' | ')}`)
    // the confirm's buttons are on top, not hidden under toasts
    const button = confirm.getByRole('button', { name: '重新登录' })
    const onTop = await button.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return !!hit && el.contains(hit)
    })
    assert(onTop, '重新登录 is covered')
    await page.evaluate(() => localStorage.removeItem('yd-mock-force401'))
    await button.click()
    await waitForPath(page, '/home')
  },

  // The mock worker unregisters itself when its last page closes, and the next page of the tab
  // may already be loading: the browser leaves that page to the network. Here another tab keeps
  // the registration being removed, so the page loads that way every time. Its calls must wait
  // for the worker (mocks/browser.ts): none reaches the server, and the session stays.
  async 'a page loaded while the mock worker unregisters keeps the session'({ page, context }) {
    const profile = page.getByRole('heading', { name: '个人中心', level: 1 })
    await signIn(page, 'learner', 'Learner@123', '/profile/index')
    await profile.waitFor()
    const other = await context.newPage()
    await other.goto('/404')
    await other.waitForFunction(() => !!navigator.serviceWorker.controller)
    const missed = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/Api/') && !response.fromServiceWorker())
        missed.push(`${response.status()} ${response.url()}`)
    })
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister()
    })
    await page.goto('/profile/index')
    await profile.waitFor()
    assert(missed.length === 0, `calls that went past the mock: ${missed.join(', ')}`)
    const cookies = await context.cookies()
    assert(
      cookies.some((c) => c.name === 'Admin-Token'),
      'the session ended',
    )
  },

  // A reload, or a link followed, while the page's session loads cuts its calls off: they fail as
  // network errors while the page goes. The page it goes to is still signed in.
  async 'leaving a page while its session loads keeps the user signed in'({ page, context }) {
    await signIn(page, 'learner', 'Learner@123')
    await page.evaluate(() => localStorage.setItem('yd-mock-latency', '3000'))
    const asked = page.waitForRequest((request) => request.url().endsWith('/GetUserInfo'))
    await page.goto('/dashboard', { waitUntil: 'commit' })
    await asked
    await page.evaluate(() => localStorage.removeItem('yd-mock-latency'))
    await page.goto('/profile/index')
    await page.getByRole('heading', { name: '个人中心', level: 1 }).waitFor()
    const cookies = await context.cookies()
    assert(
      cookies.some((c) => c.name === 'Admin-Token'),
      'the session ended',
    )
  },
}
