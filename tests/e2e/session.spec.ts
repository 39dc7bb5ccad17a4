import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { expectPath, login, signIn } from './support/login'
import { logoutByMenu } from './support/user-menu'

// Calls only a signed-in user makes: none of them may go out without the token (after logout).
const SESSION_CALLS = /GetNoReadCount|GetUserInfo|GetUserMenuList|GetUserActionValue|GetMessagePage/
const EXPIRED = '登录状态已过期，您可以继续留在该页面，或者重新登录'

/** Logs out through the user centre and checks that it was silent and left no session call. */
async function logoutSilently(page: Page) {
  const late: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (SESSION_CALLS.test(pathname) && !request.headers().authorization) late.push(pathname)
  })
  await logoutByMenu(page)
  // the moment /home shows, the session is gone: a reload or a closed tab now is logged out
  const cookies = await page.context().cookies()
  expect(
    cookies.map((c) => c.name),
    'the token cookie outlived the logout',
  ).not.toContain('Admin-Token')
  await expect(page.getByRole('button', { name: '培训登录' })).toBeVisible()
  // long enough for a polling or refetching call to show itself
  await page.waitForTimeout(1500)
  expect(await page.getByText(EXPIRED).count(), 'the login-expired confirm appeared').toBe(0)
  expect(await page.getByText('登录已过期').count(), 'a 登录已过期 toast appeared').toBe(0)
  expect(late, 'session calls without a token').toEqual([])
}

test('logging out from a server-menu page lands on /home, for every role', async ({ page }) => {
  for (const role of ['admin', 'company', 'learner'] as const) {
    await login(page, ACCOUNTS[role].account, ACCOUNTS[role].password)
    // the first page of the first server menu group (the fixed 我的首页 entry is /dashboard)
    const nav = page.getByRole('navigation', { name: '主菜单' })
    await nav.locator('.ant-menu-submenu-title').first().click()
    const entry = nav.locator('a[href]:not([href="/dashboard"]):visible').first()
    const href = (await entry.getAttribute('href'))!
    await entry.click()
    await expectPath(page, href)
    await logoutSilently(page)
  }
})

test.describe('as learner', () => {
  test.use({ signedInAs: 'learner' })

  test('logging out from /dashboard and /profile/index is silent and sends no call without a token', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: '我的首页' })).toBeVisible()
    await logoutSilently(page)
    await signIn(page, ACCOUNTS.learner.account, ACCOUNTS.learner.password, '/profile/index')
    await expectPath(page, '/profile/index')
    await logoutSilently(page)
  })

  // The mock worker unregisters itself when its last page closes, and the next page of the tab
  // may already be loading: the browser leaves that page to the network. Here another tab keeps
  // the registration being removed, so the page loads that way every time. Its calls must wait
  // for the worker (mocks/browser.ts): none reaches the server, and the session stays.
  test('a page loaded while the mock worker unregisters keeps the session', async ({
    page,
    context,
  }) => {
    const profile = page.getByRole('heading', { name: '个人中心', level: 1 })
    await page.goto('/profile/index')
    await expect(profile).toBeVisible()
    const other = await context.newPage()
    await other.goto('/404')
    await other.waitForFunction(() => !!navigator.serviceWorker.controller)
    const missed: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/Api/') && !response.fromServiceWorker())
        missed.push(`${response.status()} ${response.url()}`)
    })
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister()
    })
    await page.goto('/profile/index')
    await expect(profile).toBeVisible()
    expect(missed, 'calls that went past the mock').toEqual([])
    const cookies = await context.cookies()
    expect(
      cookies.map((c) => c.name),
      'the session ended',
    ).toContain('Admin-Token')
  })

  // A reload, or a link followed, while the page's session loads cuts its calls off: they fail as
  // network errors while the page goes. The page it goes to is still signed in.
  test('leaving a page while its session loads keeps the user signed in', async ({
    page,
    context,
  }) => {
    await page.goto('/404')
    await page.waitForFunction(() => '__mockDb' in window)
    await page.evaluate(() => localStorage.setItem('yd-mock-latency', '3000'))
    const asked = page.waitForRequest((request) => request.url().endsWith('/GetUserInfo'))
    await page.goto('/dashboard', { waitUntil: 'commit' })
    await asked
    await page.evaluate(() => localStorage.removeItem('yd-mock-latency'))
    await page.goto('/profile/index')
    await expect(page.getByRole('heading', { name: '个人中心', level: 1 })).toBeVisible()
    const cookies = await context.cookies()
    expect(
      cookies.map((c) => c.name),
      'the session ended',
    ).toContain('Admin-Token')
  })
})

test.describe('as admin', () => {
  test.use({ signedInAs: 'admin' })

  test('every call answering 401: one confirm over the page, no stack of identical toasts', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: '我的首页' })).toBeVisible()
    await page.evaluate(() => localStorage.setItem('yd-mock-force401', '1'))
    await page.reload()
    const confirm = page.getByRole('dialog').filter({ hasText: EXPIRED })
    await expect(confirm).toBeVisible()
    await page.waitForTimeout(1500)
    expect(await confirm.count(), 'confirms').toBe(1)
    const toasts = await page
      .locator('.ant-message-notice')
      .evaluateAll((els) => els.map((el) => el.textContent!.trim()))
    expect(new Set(toasts).size, `repeated toasts: ${toasts.join(' | ')}`).toBe(toasts.length)
    // the confirm's buttons are on top, not hidden under toasts
    const button = confirm.getByRole('button', { name: '重新登录' })
    const onTop = await button.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return !!hit && el.contains(hit)
    })
    expect(onTop, '重新登录 is covered').toBe(true)
    await page.evaluate(() => localStorage.removeItem('yd-mock-force401'))
    await button.click()
    await expectPath(page, '/home')
  })
})
