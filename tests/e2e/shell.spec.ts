import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { expectPath, loginOnPage } from './support/login'
import { chooseInUserMenu, logoutByMenu } from './support/user-menu'
import { chooseInMenu } from './support/dropdown'

const EXPIRED = '登录状态已过期，您可以继续留在该页面，或者重新登录'

test('screenshots of the login and register pages', async ({ page, shot }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible()
  await shot('login-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot('login-390')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/register')
  await expect(page.getByRole('heading', { name: '用户注册' })).toBeVisible()
  await shot('register-1440')
})

test('twin logs in, picks an account and lands on the dashboard with server menus', async ({
  page,
  shot,
}) => {
  await loginOnPage(page, 'twin', 'Twin@1234')
  const dialog = page.getByRole('dialog', { name: '选择登录账号' })
  await expect(dialog).toBeVisible()
  await dialog.getByText('南方建设工程有限公司', { exact: false }).click()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expectPath(page, '/dashboard')
  const sidebar = page
    .getByRole('complementary', { name: '侧边栏' })
    .or(page.getByLabel('侧边栏'))
    .first()
  await expect(sidebar.getByText('学习中心')).toBeVisible()
  await expect(sidebar.getByText('系统管理')).toBeVisible()
  await shot('shell-dashboard')
})

test.describe('as learner', () => {
  test.use({ signedInAs: 'learner' })

  test('tags view: open pages, then right-click refresh, close others and close all', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    const tags = page.getByRole('navigation', { name: '已打开的页面' })
    const sidebar = page.getByLabel('侧边栏').first()
    await sidebar.getByText('学习中心').click()
    await sidebar.getByRole('link', { name: '我的学习' }).click()
    await expectPath(page, '/study/index')
    await sidebar.getByRole('link', { name: '我的考试' }).click()
    await expectPath(page, '/exam/index')
    await expect(tags.getByRole('link', { name: '我的学习' })).toBeVisible()
    expect(
      await tags.getByRole('button', { name: '关闭 我的首页' }).count(),
      'pinned tab has a close icon',
    ).toBe(0)

    await chooseInMenu(page, tags.getByRole('link', { name: '我的考试' }), '刷新', {
      button: 'right',
    })
    await expectPath(page, '/exam/index')

    await chooseInMenu(page, tags.getByRole('link', { name: '我的考试' }), '关闭其他', {
      button: 'right',
    })
    await expect(tags.getByRole('link', { name: '我的学习' })).toHaveCount(0)
    await expect(tags.getByRole('link', { name: '我的首页' })).toBeVisible()

    await chooseInMenu(page, tags.getByRole('link', { name: '我的考试' }), '关闭所有', {
      button: 'right',
    })
    await expectPath(page, '/dashboard')
    await expect(tags.getByRole('link', { name: '我的考试' })).toHaveCount(0)
  })

  test('logout returns to /home and the dashboard is closed again', async ({ page }) => {
    await page.goto('/dashboard')
    await logoutByMenu(page)
    // the public header is a guest's once the session has ended
    await expect(page.getByRole('button', { name: '培训登录' })).toBeVisible()
    await page.goto('/dashboard')
    await expectPath(page, '/home')
  })

  test('a 401 answer shows the login-expired confirm', async ({ page }) => {
    await page.goto('/dashboard')
    // the session has loaded: a 401 to its own load would end it instead of asking
    await expect(page.getByRole('heading', { level: 1, name: '我的首页' })).toBeVisible()
    // From now on the mock answers every call with errorCode 401; a reload makes the next call.
    await page.evaluate(() => localStorage.setItem('yd-mock-force401', '1'))
    await page.reload()
    await expect(page.getByText(EXPIRED)).toBeVisible()
    await expect(page.getByRole('button', { name: '重新登录' })).toBeVisible()
    await expect(page.getByRole('button', { name: /不\s*用\s*了/ })).toBeVisible()
    await page.evaluate(() => localStorage.removeItem('yd-mock-force401'))
    await page.getByRole('button', { name: '重新登录' }).click()
    await expectPath(page, '/home')
  })

  test('a 401 arriving while a page is open: 不用了 keeps the user on the page', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: '我的首页' })).toBeVisible()
    // the dashboard's cards have all answered: the 401 goes to the dialog's own call
    await expect(page.locator('#app-main .ranking-list__item').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    // No reload: the next call made by the open page answers errorCode 401.
    await page.evaluate(() => localStorage.setItem('yd-mock-force401', '1'))
    const confirm = page.getByRole('dialog').filter({ hasText: EXPIRED })
    // the dialog's call (and on a busy runner its chunk) may take a while to answer
    await chooseInUserMenu(page, '编辑资料', () => expect(confirm).toBeVisible({ timeout: 20_000 }))
    await expect(confirm.getByRole('button', { name: '重新登录' })).toBeVisible()
    await page.evaluate(() => localStorage.removeItem('yd-mock-force401'))
    await confirm.getByRole('button', { name: /不\s*用\s*了/ }).click()
    await expect(confirm).toHaveCount(0)
    expect(new URL(page.url()).pathname, 'left the page: ' + page.url()).toBe('/dashboard')
    const cookies = await context.cookies()
    expect(
      cookies.some((c) => c.name === 'Admin-Token' && c.value),
      'the token was dropped',
    ).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: '我的首页' })).toBeVisible()
  })

  test('the user centre changes the password; the new one logs in', async ({ page, shot }) => {
    await page.goto('/dashboard')
    const dialog = page.getByRole('dialog', { name: '修改密码' })
    await chooseInUserMenu(page, '修改密码', () => expect(dialog).toBeVisible())
    await dialog.getByRole('button', { name: '获取验证码' }).click()
    await expect(dialog.getByText('验证码已发送至 138****8000')).toBeVisible()
    await expect(
      dialog.getByRole('button', { name: /120秒后重新获取|119秒后重新获取/ }),
    ).toBeVisible()
    await dialog.getByLabel('验证码').fill('123456')
    await dialog.getByLabel('新密码').fill('NewPass#2025')
    await dialog.getByLabel('确认密码').fill('NewPass#2025')
    await shot('change-password-dialog')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('修改成功')).toBeVisible()
    await expect(dialog).toBeHidden()

    await logoutByMenu(page)
    await expect(page.getByRole('button', { name: '培训登录' })).toBeVisible()
    await loginOnPage(page, ACCOUNTS.learner.account, 'NewPass#2025')
    await expectPath(page, '/dashboard')
  })

  test('an unknown path shows 404 when logged in', async ({ page }) => {
    await page.goto('/no/such/page')
    await expectPath(page, '/404')
    await expect(page.getByText('404').first()).toBeVisible()
    await expect(page.locator('.ant-result-image svg path').first()).toBeVisible()
  })
})
