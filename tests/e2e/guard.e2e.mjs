import { assert, waitForPath } from './assert.mjs'
import { login, signIn } from './login.mjs'

export const journeys = {
  async 'a guest opening /dashboard lands on /home'({ page }) {
    await page.goto('/dashboard')
    await waitForPath(page, '/home')
  },

  async 'a legacy hash link opens the same route'({ page }) {
    await page.goto('/#/newslist?typeId=1')
    await waitForPath(page, '/newslist')
    assert(new URL(page.url()).search === '?typeId=1', 'query kept: ' + page.url())
  },

  async 'a query before a legacy hash is kept, and an in-app hash link opens its route'({ page }) {
    await page.goto('/?typeId=2#/newslist')
    await waitForPath(page, '/newslist')
    assert(new URL(page.url()).search === '?typeId=2', 'query kept: ' + page.url())
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.evaluate(() => {
      window.location.hash = '#/newslist?typeId=1'
    })
    await page.waitForURL(
      (url) => url.pathname === '/newslist' && url.search === '?typeId=1' && !url.hash,
    )
  },

  async 'a token link opened from outside logs in and leaves no history entry'({ page, context }) {
    await login(page, 'learner', 'Learner@123')
    const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value
    assert(token, 'no token after login')
    await context.clearCookies()

    await page.goto('/newslist?typeId=1')
    await page.goto(`/dashboard?token=${encodeURIComponent(token)}&from=app`)
    await waitForPath(page, '/dashboard')
    await page.getByRole('heading', { level: 1, name: '我的首页' }).waitFor()
    assert(new URL(page.url()).search === '?from=app', 'token still visible: ' + page.url())
    await page.goBack()
    await waitForPath(page, '/newslist')
    assert(!page.url().includes('token='), 'back returned to the token URL: ' + page.url())
  },

  async 'a learner opening a page of another role gets 401, and 返回 goes to the dashboard'({
    page,
  }) {
    await signIn(page, 'learner', 'Learner@123', '/permission/page')
    await waitForPath(page, '/401')
    assert(
      (await page.getByRole('navigation', { name: '已打开的页面' }).count()) === 0,
      'the 401 page is outside the shell',
    )
    await page.getByRole('button', { name: /返\s*回/ }).click()
    await waitForPath(page, '/dashboard')
    const tabs = page.getByRole('navigation', { name: '已打开的页面' })
    await tabs.getByRole('link', { name: '我的首页' }).waitFor()
    assert(
      (await tabs.getByRole('link', { name: '页面权限' }).count()) === 0,
      'the forbidden page got a tab',
    )
  },
}
