import { expect, test } from './support/test'
import { expectPath } from './support/login'

test('a guest opening /dashboard lands on /home', async ({ page }) => {
  await page.goto('/dashboard')
  await expectPath(page, '/home')
})

test('a legacy hash link opens the same route', async ({ page }) => {
  await page.goto('/#/newslist?typeId=1')
  await expectPath(page, '/newslist')
  expect(new URL(page.url()).search, 'query kept: ' + page.url()).toBe('?typeId=1')
})

test('a query before a legacy hash is kept, and an in-app hash link opens its route', async ({
  page,
}) => {
  await page.goto('/?typeId=2#/newslist')
  await expectPath(page, '/newslist')
  expect(new URL(page.url()).search, 'query kept: ' + page.url()).toBe('?typeId=2')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.evaluate(() => {
    window.location.hash = '#/newslist?typeId=1'
  })
  await expect(page).toHaveURL(
    (url) => url.pathname === '/newslist' && url.search === '?typeId=1' && !url.hash,
  )
})

test.describe('as learner', () => {
  test.use({ signedInAs: 'learner' })

  test('a token link opened from outside logs in and leaves no history entry', async ({
    page,
    context,
  }) => {
    const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value
    expect(token, 'no token after login').toBeTruthy()
    await context.clearCookies()

    await page.goto('/newslist?typeId=1')
    await page.goto(`/dashboard?token=${encodeURIComponent(token!)}&from=app`)
    await expectPath(page, '/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: '我的首页' })).toBeVisible()
    expect(new URL(page.url()).search, 'token still visible: ' + page.url()).toBe('?from=app')
    await page.goBack()
    await expectPath(page, '/newslist')
    expect(page.url(), 'back returned to the token URL').not.toContain('token=')
  })

  test('a learner opening a page of another role gets 401, and 返回 goes to the dashboard', async ({
    page,
  }) => {
    await page.goto('/permission/page')
    await expectPath(page, '/401')
    expect(
      await page.getByRole('navigation', { name: '已打开的页面' }).count(),
      'the 401 page is outside the shell',
    ).toBe(0)
    await page.getByRole('button', { name: /返\s*回/ }).click()
    await expectPath(page, '/dashboard')
    const tabs = page.getByRole('navigation', { name: '已打开的页面' })
    await expect(tabs.getByRole('link', { name: '我的首页' })).toBeVisible()
    expect(
      await tabs.getByRole('link', { name: '页面权限' }).count(),
      'the forbidden page got a tab',
    ).toBe(0)
  })
})
