import { waitForPath } from './assert.mjs'

/** Fills the /login form and submits it with Enter (where it lands is the caller's to check). */
export async function loginOnPage(page, username, password) {
  await page.goto('/login')
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('密码', { exact: true }).press('Enter')
}

/** Logs in on /login and waits for the dashboard. */
export async function login(page, username, password) {
  await loginOnPage(page, username, password)
  await waitForPath(page, '/dashboard')
}
