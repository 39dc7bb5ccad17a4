import { expect, type Page } from '@playwright/test'
import { appStarted } from './hold-app'

/** The page's address once its path is `path` (the query is the caller's to check). */
export const expectPath = (page: Page, path: string) =>
  expect(page).toHaveURL((url) => url.pathname === path)

/**
 * Opens /login once the app has taken over the form served in the page (login.html,
 * scripts/prerender-plugin.ts): what a journey does is then done to the app's form, and not raced
 * against the app's start (prerendered.nginx.spec.ts covers what happens before it).
 */
export async function openLogin(page: Page) {
  await page.goto('/login')
  await appStarted(page)
}

/** Fills the /login form and submits it with Enter (where it lands is the caller's to check). */
export async function loginOnPage(page: Page, username: string, password: string) {
  await openLogin(page)
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('密码', { exact: true }).press('Enter')
}

/** Logs in on /login and waits for the dashboard. */
export async function login(page: Page, username: string, password: string) {
  await loginOnPage(page, username, password)
  await expectPath(page, '/dashboard')
}

type Answer<T> = { success: boolean; msg?: string; data: T }

/**
 * Signs in on the mock build without the login form, for a journey about a page, not about
 * logging in: the backend's two login calls (LoginStep1, then LoginStep2 with the one account's
 * secret), then the token and the account kept as the login form does (cookies Admin-Token and
 * yd-account); opens `path` if given. The dashboard the form lands on is never drawn: it costs a
 * journey 3-5 s of the browser's time. The mock backend answers inside the site's pages, so a
 * light page is opened first. The setup project signs in this way once per account
 * (login.setup.ts); a journey that changes accounts half way calls it itself.
 */
export async function signIn(page: Page, username: string, password: string, path?: string) {
  await page.goto('/404')
  await page.waitForFunction(() => '__mockDb' in window)
  const error = await page.evaluate(
    async ([username, password]) => {
      const call = async <T>(url: string, body?: string) => {
        const init = { method: 'POST', headers: { 'Content-Type': 'application/json' } }
        const answer = (await (
          await fetch(url, body ? { ...init, body } : init)
        ).json()) as Answer<T>
        if (!answer.success) throw new Error(`${url}: ${answer.msg}`)
        return answer.data
      }
      try {
        const base = '/Api/User/user_user'
        const accounts = await call<{ item1: string; item2: string }[]>(
          `${base}/LoginStep1`,
          JSON.stringify({ username, password }),
        )
        if (accounts.length !== 1) return `${accounts.length} accounts for ${username}`
        const [{ item1, item2 }] = accounts
        const token = await call<string>(`${base}/LoginStep2?secret=${encodeURIComponent(item2)}`)
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
