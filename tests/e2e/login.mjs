import { waitForPath } from './assert.mjs'
import { appStarted } from './hold-app.mjs'

/**
 * Opens /login once the app has taken over the form served in the page (login.html,
 * scripts/prerender-plugin.ts): what a journey does is then done to the app's form, and not raced
 * against the app's start (tests/e2e/prerendered.nginx.mjs covers what happens before it).
 */
export async function openLogin(page) {
  await page.goto('/login')
  await appStarted(page)
}

/** Fills the /login form and submits it with Enter (where it lands is the caller's to check). */
export async function loginOnPage(page, username, password) {
  await openLogin(page)
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('密码', { exact: true }).press('Enter')
}

/** Logs in on /login and waits for the dashboard. */
export async function login(page, username, password) {
  await loginOnPage(page, username, password)
  await waitForPath(page, '/dashboard')
}

/**
 * For a journey about a page, not about logging in: signs in through the backend's two login
 * calls (LoginStep1, then LoginStep2 with the one account's secret), keeps the token and the
 * account as the login form does (cookies Admin-Token and yd-account), and opens `path` if given. The
 * dashboard the form lands on is never drawn: it costs a journey 3-5 s of the browser's time.
 * The mock backend answers inside the site's pages, so a light page is opened first.
 */
export async function signIn(page, username, password, path) {
  await page.goto('/404')
  await page.waitForFunction(() => '__mockDb' in window)
  const error = await page.evaluate(
    async ([username, password]) => {
      const call = async (url, body) => {
        const init = { method: 'POST', headers: { 'Content-Type': 'application/json' } }
        const answer = await (await fetch(url, body ? { ...init, body } : init)).json()
        if (!answer.success) throw new Error(`${url}: ${answer.msg}`)
        return answer.data
      }
      try {
        const base = '/Api/User/user_user'
        const accounts = await call(`${base}/LoginStep1`, JSON.stringify({ username, password }))
        if (accounts.length !== 1) return `${accounts.length} accounts for ${username}`
        const [{ item1, item2 }] = accounts
        const token = await call(`${base}/LoginStep2?secret=${encodeURIComponent(item2)}`)
        document.cookie = `Admin-Token=${encodeURIComponent(token)}; path=/`
        document.cookie = `yd-account=${encodeURIComponent(`${username}|${item1}`)}; path=/`
        return ''
      } catch (e) {
        return String(e)
      }
    },
    [username, password],
  )
  if (error) throw new Error(`signIn: ${error}`)
  if (path) await page.goto(path)
}
