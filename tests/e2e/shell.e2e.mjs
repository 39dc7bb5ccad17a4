import { assert, waitForPath } from './assert.mjs'
import { loginOnPage } from './login.mjs'
import { chooseInUserMenu, logoutByMenu } from './user-menu.mjs'
import { chooseInMenu } from './dropdown.mjs'

async function loginAsLearner(page) {
  await loginOnPage(page, 'learner', 'Learner@123')
  await waitForPath(page, '/dashboard')
}

export const journeys = {
  async 'screenshots of the login and register pages'({ page, shot }) {
    await page.goto('/login')
    await page.getByRole('heading', { name: '用户登录' }).waitFor()
    await shot('login-1440')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot('login-390')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/register')
    await page.getByRole('heading', { name: '用户注册' }).waitFor()
    await shot('register-1440')
  },

  async 'twin logs in, picks an account and lands on the dashboard with server menus'({
    page,
    shot,
  }) {
    await loginOnPage(page, 'twin', 'Twin@1234')
    const dialog = page.getByRole('dialog', { name: '选择登录账号' })
    await dialog.waitFor()
    await dialog.getByText('南方建设工程有限公司', { exact: false }).click()
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await waitForPath(page, '/dashboard')
    const sidebar = page
      .getByRole('complementary', { name: '侧边栏' })
      .or(page.getByLabel('侧边栏'))
      .first()
    await sidebar.getByText('学习中心').waitFor()
    await sidebar.getByText('系统管理').waitFor()
    await shot('shell-dashboard')
  },

  async 'tags view: open pages, then right-click refresh, close others and close all'({ page }) {
    await loginAsLearner(page)
    const tags = page.getByRole('navigation', { name: '已打开的页面' })
    const sidebar = page.getByLabel('侧边栏').first()
    await sidebar.getByText('学习中心').click()
    await sidebar.getByRole('link', { name: '我的学习' }).click()
    await waitForPath(page, '/study/index')
    await sidebar.getByRole('link', { name: '我的考试' }).click()
    await waitForPath(page, '/exam/index')
    await tags.getByRole('link', { name: '我的学习' }).waitFor()
    assert(
      (await tags.getByRole('button', { name: '关闭 我的首页' }).count()) === 0,
      'pinned tab has a close icon',
    )

    await chooseInMenu(page, tags.getByRole('link', { name: '我的考试' }), '刷新', {
      button: 'right',
    })
    await waitForPath(page, '/exam/index')

    await chooseInMenu(page, tags.getByRole('link', { name: '我的考试' }), '关闭其他', {
      button: 'right',
    })
    await tags.getByRole('link', { name: '我的学习' }).waitFor({ state: 'detached' })
    await tags.getByRole('link', { name: '我的首页' }).waitFor()

    await chooseInMenu(page, tags.getByRole('link', { name: '我的考试' }), '关闭所有', {
      button: 'right',
    })
    await waitForPath(page, '/dashboard')
    await tags.getByRole('link', { name: '我的考试' }).waitFor({ state: 'detached' })
  },

  async 'logout returns to /home and the dashboard is closed again'({ page }) {
    await loginAsLearner(page)
    await logoutByMenu(page)
    // the public header is a guest's once the session has ended
    await page.getByRole('button', { name: '培训登录' }).waitFor()
    await page.goto('/dashboard')
    await waitForPath(page, '/home')
  },

  async 'a 401 answer shows the login-expired confirm'({ page }) {
    await loginAsLearner(page)
    // From now on the mock answers every call with errorCode 401; a reload makes the next call.
    await page.evaluate(() => localStorage.setItem('yd-mock-force401', '1'))
    await page.reload()
    await page.getByText('登录状态已过期，您可以继续留在该页面，或者重新登录').waitFor()
    await page.getByRole('button', { name: '重新登录' }).waitFor()
    await page.getByRole('button', { name: /不\s*用\s*了/ }).waitFor()
    await page.evaluate(() => localStorage.removeItem('yd-mock-force401'))
    await page.getByRole('button', { name: '重新登录' }).click()
    await waitForPath(page, '/home')
  },

  async 'a 401 arriving while a page is open: 不用了 keeps the user on the page'({
    page,
    context,
  }) {
    await loginAsLearner(page)
    await page.getByRole('heading', { level: 1, name: '我的首页' }).waitFor()
    // the dashboard's cards have all answered: the 401 goes to the dialog's own call
    await page.locator('#app-main .ranking-list__item').first().waitFor()
    await page.waitForLoadState('networkidle')
    // No reload: the next call made by the open page answers errorCode 401.
    await page.evaluate(() => localStorage.setItem('yd-mock-force401', '1'))
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: '登录状态已过期，您可以继续留在该页面，或者重新登录' })
    // the dialog's call (and on a busy runner its chunk) may take a while to answer
    await chooseInUserMenu(page, '编辑资料', () => confirm.waitFor({ timeout: 20_000 }))
    await confirm.getByRole('button', { name: '重新登录' }).waitFor()
    await page.evaluate(() => localStorage.removeItem('yd-mock-force401'))
    await confirm.getByRole('button', { name: /不\s*用\s*了/ }).click()
    await confirm.waitFor({ state: 'detached' })
    assert(new URL(page.url()).pathname === '/dashboard', 'left the page: ' + page.url())
    const cookies = await context.cookies()
    assert(
      cookies.some((c) => c.name === 'Admin-Token' && c.value),
      'the token was dropped',
    )
    await page.getByRole('heading', { level: 1, name: '我的首页' }).waitFor()
  },

  async 'the user centre changes the password; the new one logs in'({ page, shot }) {
    await loginAsLearner(page)
    const dialog = page.getByRole('dialog', { name: '修改密码' })
    await chooseInUserMenu(page, '修改密码', () => dialog.waitFor())
    await dialog.getByRole('button', { name: '获取验证码' }).click()
    await dialog.getByText('验证码已发送至 138****8000').waitFor()
    await dialog.getByRole('button', { name: /120秒后重新获取|119秒后重新获取/ }).waitFor()
    await dialog.getByLabel('验证码').fill('123456')
    await dialog.getByLabel('新密码').fill('NewPass#2025')
    await dialog.getByLabel('确认密码').fill('NewPass#2025')
    await shot('change-password-dialog')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await page.getByText('修改成功').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    await logoutByMenu(page)
    await page.getByRole('button', { name: '培训登录' }).waitFor()
    await loginOnPage(page, 'learner', 'NewPass#2025')
    await waitForPath(page, '/dashboard')
  },

  async 'an unknown path shows 404 when logged in'({ page }) {
    await loginAsLearner(page)
    await page.goto('/no/such/page')
    await waitForPath(page, '/404')
    await page.getByText('404').first().waitFor()
    await page.locator('.ant-result-image svg path').first().waitFor()
  },
}
