// The login form as the benchmark and budget scripts use it (scripts/budget.mjs,
// scripts/bench-users.mjs). The journeys have their own, typed, in tests/e2e/support/login.ts.

/**
 * Opens /login once the app has taken over the form served in the page (login.html,
 * scripts/prerender-plugin.ts), fills it and submits it with Enter.
 */
export async function loginOnPage(page, username, password) {
  await page.goto('/login')
  // the mark <html data-prerendered> goes with the app's first page
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'))
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('密码', { exact: true }).press('Enter')
}

/** Logs in on /login and waits for the dashboard. */
export async function login(page, username, password) {
  await loginOnPage(page, username, password)
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 })
}
