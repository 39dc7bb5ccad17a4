// The /redirect/{path} forwarder and the login page's ?redirect= behind nginx (issue 45,
// behaviours B2.1 and B2.4): they only ever lead to a path on this site. A target anywhere else
// (another host however it is spelt or encoded, a javascript: URL, a forwarder or a login page
// whose own redirect does either) falls back to / (src/lib/safe-redirect.ts), which the route
// table sends on to /home; the browser never asks the other host for anything.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { appStarted } from './support/hold-app'

const EVIL = 'evil.example.com'

// Forwarder links to another site. The backslashed one reaches the page as "//" (the browser reads
// "\" as "/"); the ones ending in ".com" are the page, not a file, to nginx (default.conf).
const OFF_SITE = [
  `/redirect//${EVIL}/x`,
  `/redirect/%2F%2F${EVIL}/x`,
  `/redirect/%252F%252F${EVIL}`,
  `/redirect/\\\\${EVIL}`,
  `/redirect/%5C%5C${EVIL}`,
  `/redirect/%09//${EVIL}`,
  // a line break no route of the router matches (main.tsx forwards it before the router starts)
  '/redirect/x%0ay',
  `/redirect/%0A//${EVIL}/x`,
  `/redirect/https:%2F%2F${EVIL}`,
  `/redirect/http://${EVIL}`,
  '/redirect/javascript:alert(1)',
  // the forwarder forwarding to the forwarder
  `/redirect/redirect//${EVIL}/x`,
]

// Login pages whose redirect leads off the site, opened directly or reached through the forwarder
// (which keeps the query: the login page judges the redirect when it follows it).
const LOGIN_OFF_SITE = [
  `/login?redirect=//${EVIL}`,
  `/login?redirect=%2F%2F${EVIL}`,
  `/login?redirect=/redirect//${EVIL}`,
  `/redirect/login?redirect=//${EVIL}`,
  `/redirect/login?redirect=/redirect//${EVIL}/x`,
]

/**
 * Notes every request to the other site from `context` (a page, a popup, a frame, a navigation):
 * none may be made, and each is stopped. A dialog (javascript:alert) is noted and dismissed.
 */
async function watchOffSite(context: BrowserContext, page: Page) {
  const offSite: string[] = []
  const isEvil = (url: URL) => url.hostname === EVIL || url.hostname.endsWith(`.${EVIL}`)
  await context.route(isEvil, (route) => {
    offSite.push(`routed ${route.request().url()}`)
    return route.abort('blockedbyclient')
  })
  context.on('request', (request) => {
    if (request.url().includes(EVIL) && isEvil(new URL(request.url())))
      offSite.push(`request ${request.url()}`)
  })
  page.on('framenavigated', (frame) => {
    const url = frame.url()
    if (url.startsWith('javascript:') || (url.startsWith('http') && isEvil(new URL(url))))
      offSite.push(`navigated ${url}`)
  })
  page.on('dialog', (dialog) => {
    offSite.push(`dialog ${dialog.message()}`)
    return dialog.dismiss()
  })
  context.on('page', (popup) => offSite.push(`popup ${popup.url()}`))
  return offSite
}

/** The page has fallen back to / and gone on to /home, on this site, without the target's query. */
async function expectFallback(page: Page, origin: string, link: string, offSite: string[]) {
  await expect(page, `${link} did not end on / (then /home)`).toHaveURL(
    (url) => url.origin === origin && url.pathname === '/home' && url.search === '',
  )
  await expect(page.getByRole('region', { name: '新闻动态', exact: true })).toBeVisible()
  expect(offSite, `${link} reached ${EVIL}`).toEqual([])
}

/** Signs in with the login form on the page (/login, or the forwarder's way to it). */
async function signInOnPage(page: Page) {
  const { account, password } = ACCOUNTS.learner
  await appStarted(page)
  await page.getByLabel('用户名').fill(account)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('密码', { exact: true }).press('Enter')
}

/** Opens `link`: the page (the app's forwarder), not nginx's plain 404 for what looks like a file. */
async function openForwarder(page: Page, link: string) {
  const response = (await page.goto(link))!
  expect(response.status(), `${link}: status`).toBe(200)
  expect(response.headers()['content-type'], `${link}: content type`).toMatch(/^text\/html/)
}

test.describe('the /redirect/ forwarder', () => {
  for (const link of OFF_SITE)
    test(`${JSON.stringify(link)} falls back to /`, async ({ page, context, baseURL }) => {
      const offSite = await watchOffSite(context, page)
      await openForwarder(page, link)
      await expectFallback(page, new URL(baseURL!).origin, link, offSite)
    })

  // A guest on a path of this site that is not public goes to /home too (behaviour B2.2): signed
  // in, a target taken for a path on this site would show its page (or the 404 page) instead.
  test.describe('signed in', () => {
    test.use({ signedInAs: 'learner' })

    for (const link of OFF_SITE)
      test(`${JSON.stringify(link)} falls back to /`, async ({ page, context, baseURL }) => {
        const offSite = await watchOffSite(context, page)
        await openForwarder(page, link)
        await expectFallback(page, new URL(baseURL!).origin, link, offSite)
      })
  })

  test('a path on this site is forwarded to, its query kept', async ({ page, context }) => {
    const offSite = await watchOffSite(context, page)
    await page.goto('/redirect/newslist?typeId=1')
    await expect(page).toHaveURL(
      (url) => url.pathname === '/newslist' && url.search === '?typeId=1',
    )
    await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: '新闻列表' }).getByRole('listitem').first(),
    ).toBeVisible()
    expect(offSite).toEqual([])
  })
})

test.describe('login with ?redirect=', () => {
  for (const link of LOGIN_OFF_SITE)
    test(`${JSON.stringify(link)}: signed in, the user lands on / (then /home)`, async ({
      page,
      context,
      baseURL,
    }) => {
      const offSite = await watchOffSite(context, page)
      await page.goto(link)
      await expect(page).toHaveURL((url) => url.pathname === '/login')
      await signInOnPage(page)
      await expectFallback(page, new URL(baseURL!).origin, link, offSite)
    })

  test('a redirect through the forwarder to this site is followed', async ({ page, context }) => {
    const offSite = await watchOffSite(context, page)
    await page.goto('/login?redirect=%2Fredirect%2Fnewslist%3FtypeId%3D1')
    await signInOnPage(page)
    await expect(page).toHaveURL(
      (url) => url.pathname === '/newslist' && url.search === '?typeId=1',
    )
    await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible()
    expect(offSite).toEqual([])
  })
})
