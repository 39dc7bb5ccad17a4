// Delivery behind nginx: the build for the real backend served with deploy/nginx/templates, /Api
// proxied to the mock backend running as an HTTP server, which also plays the file host of covers
// and media on an origin of its own.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { watchCsp } from './support/csp'
import { entries, region } from './support/home-sections'
import { expectPath, login, openLogin } from './support/login'
import { nginxSetup } from './support/nginx'
import { raw } from './support/raw-http'

const newsList = (page: Page) => page.getByRole('list', { name: '新闻列表' })
const { learner, admin } = ACCOUNTS

/** antd's CSS-in-JS styles are in force (not blocked): a primary button is coloured. */
async function antdStyled(page: Page, where: string) {
  const background = await page
    .locator('.ant-btn-primary')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(background, `antd styles missing on ${where}: primary button background`).toBeTruthy()
  expect(background, `antd styles missing on ${where}: primary button background`).not.toMatch(
    /rgba\(0, 0, 0, 0\)|transparent/,
  )
}

/** Images from the file host (another origin than the page) load: at least one, none broken. */
async function imagesFromFileHost(page: Page, backend: string, where: string) {
  // lazy images far below the fold may not have started: only finished ones are judged
  await page.waitForFunction(
    (origin) =>
      [...document.images].some(
        (img) => img.currentSrc.startsWith(origin) && img.complete && img.naturalWidth > 0,
      ),
    backend,
    { timeout: 15_000 },
  )
  const broken = await page.evaluate(
    (origin) =>
      [...document.images]
        .filter((img) => img.currentSrc.startsWith(origin) && img.complete && !img.naturalWidth)
        .map((img) => img.currentSrc),
    backend,
  )
  expect(broken, `images from the file host did not load on ${where}`).toEqual([])
}

/** Opens `path` as a deep link, checks it is the page, then reloads it. */
async function deepLinkAndReload(page: Page, path: string, ready: () => Promise<void>) {
  const response = (await page.goto(path))!
  expect(response.status(), `${path}: status`).toBe(200)
  expect(response.headers()['content-type'], `${path}: content type`).toMatch(/^text\/html/)
  await ready()
  const again = (await page.reload())!
  expect(again.status(), `${path} reloaded: status`).toBe(200)
  await ready()
  const { pathname, search } = new URL(page.url())
  expect(pathname + search, `${path} reloaded ended on`).toBe(path)
}

test('deep links and reloads on app routes open the page, logged out and in', async ({ page }) => {
  await deepLinkAndReload(page, '/newslist?typeId=2', () =>
    expect(newsList(page).getByRole('link', { name: '工伤保险条例（2010年修订）' })).toBeVisible(),
  )
  await deepLinkAndReload(page, '/company', () =>
    expect(
      page.getByRole('list', { name: '合作单位列表' }).getByRole('listitem').first(),
    ).toBeVisible(),
  )
  await login(page, learner.account, learner.password)
  await deepLinkAndReload(page, '/dashboard', () =>
    expect(page.getByRole('heading', { name: '我的首页' })).toBeVisible(),
  )
  await expect(
    page.getByText('欢迎回来，张伟'),
    'the dashboard greets the learner after the reload',
  ).toBeVisible()
})

test('an old hash link opens its route', async ({ page }) => {
  await page.goto('/#/newslist?typeId=2')
  await expectPath(page, '/newslist')
  const url = new URL(page.url())
  expect(url.searchParams.get('typeId'), 'rewritten to ' + page.url()).toBe('2')
  expect(url.hash, 'rewritten to ' + page.url()).toBe('')
  await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible()
  await expect(newsList(page).getByRole('listitem').first()).toBeVisible()
})

test('a missing file is a plain 404, and /Api always reaches the backend', async ({ baseURL }) => {
  const { backend } = nginxSetup()
  // the mock backend's two worker scripts are left out of the build for the real backend
  const missing = ['/assets/missing-abc.js', '/assets/missing-abc.css', '/missing.svg']
  for (const path of [...missing, '/mockServiceWorker.js', '/mock-worker.js']) {
    const res = await raw(baseURL + path)
    expect(res.status, `${path}: status`).toBe(404)
    expect(String(res.headers['content-type'] ?? ''), `${path}: content type`).not.toMatch(
      /^text\/html/,
    )
    expect(res.body.toString(), `${path}: answered with index.html`).not.toContain('id="root"')
    expect(res.headers['x-content-type-options'], `${path}: nosniff`).toBe('nosniff')
  }
  // unknown backend paths, one of them looking like a file: answered by the backend (the
  // stand-in's JSON 404), never by index.html or the static-file 404
  for (const path of ['/Api/Nope/Missing', '/Api/Nope/report.json', '/qiniu/nope']) {
    const res = await raw(baseURL + path, { method: 'POST' })
    expect(res.status, `${path}: status`).toBe(404)
    expect(res.body.toString(), `${path}: from the backend`).toContain('mock: no handler')
  }
  // a real call through the proxy, with the backend's envelope
  const news = await raw(baseURL + '/Api/Base_Manage/Base_News/GetNewsListByTypeId', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ typeid: 1, limit: 2 }),
  })
  expect(news.status, 'news call: status').toBe(200)
  expect(JSON.parse(news.body.toString()).success, 'news call: ' + news.body).toBe(true)
  // the OpenApi secret comes from nginx (OPENAPI_KEY): the page itself sends no header
  const open = await raw(baseURL + '/Api/Ydxs/OpenApi/GetFPLinkInfoList', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  expect(JSON.parse(open.body.toString()).success, 'OpenApi call: ' + open.body).toBe(true)
  const direct = await raw(backend + '/Api/Ydxs/OpenApi/GetFPLinkInfoList', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  expect(
    JSON.parse(direct.body.toString()).success,
    'the backend itself refuses the call without the header',
  ).toBe(false)
})

test('the page is never cached without asking, hashed assets for a year, both compressed', async ({
  baseURL,
}) => {
  const { brotli } = nginxSetup()
  const first = await raw(baseURL + '/')
  const second = await raw(baseURL + '/home')
  for (const res of [first, second]) {
    const h = res.headers
    expect(res.status, 'page: status').toBe(200)
    expect(h['cache-control'], 'page: cache-control').toBe('no-cache')
    expect(
      [h.etag, h['last-modified']],
      'page: no validators (a 304 would bring an old nonce)',
    ).toEqual([undefined, undefined])
    expect(h['x-content-type-options'], 'page: X-Content-Type-Options').toBe('nosniff')
    expect(h['referrer-policy'], 'page: Referrer-Policy').toBe('strict-origin-when-cross-origin')
    const csp = String(h['content-security-policy'] ?? '')
    expect(csp, 'CSP frame-ancestors').toContain("frame-ancestors 'self'")
    expect(csp, 'CSP script-src').toContain("script-src 'self';")
    expect(csp, 'unsafe script source').not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    expect(csp, 'CSP object-src').toContain("object-src 'none'")
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1]
    expect(nonce, 'CSP without a nonce: ' + csp).toBeTruthy()
    const meta = /<meta name="csp-nonce" content="([^"]*)"/.exec(res.body.toString())?.[1]
    expect(meta, "the page's nonce is the header's").toBe(nonce)
  }
  const nonceOf = (res: typeof first) =>
    /'nonce-(\w+)'/.exec(String(res.headers['content-security-policy']))![1]
  expect(nonceOf(first), 'the same nonce twice').not.toBe(nonceOf(second))

  // the largest script the page loads first (its entry script and the chunks it preloads; the
  // tiny route preload and the entry's own file are under nginx's gzip_min_length)
  const scripts = [...first.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  )
  expect(scripts.length, 'no entry script in the page').toBeGreaterThan(0)
  const sizes = await Promise.all(
    scripts.map(async (src) => (await raw(baseURL + src)).body.length),
  )
  const entry = scripts[sizes.indexOf(Math.max(...sizes))]
  const plain = await raw(baseURL + entry)
  expect(plain.status, `${entry}: status`).toBe(200)
  expect(plain.headers['cache-control'], `${entry}: cache-control`).toBe(
    'public, max-age=31536000, immutable',
  )
  expect(plain.headers['x-content-type-options'], `${entry}: nosniff`).toBe('nosniff')
  expect(plain.headers['content-type'], `${entry}: JavaScript`).toMatch(/javascript/)
  expect(plain.headers['content-encoding'], 'compressed without Accept-Encoding').toBeUndefined()
  const gzip = await raw(baseURL + entry, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding'], `${entry}: gzip`).toBe('gzip')
  expect(gzip.body.length, `${entry}: gzip barely smaller`).toBeLessThan(plain.body.length / 2)
  expect(String(gzip.headers.vary ?? ''), `${entry}: Vary: Accept-Encoding`).toMatch(
    /Accept-Encoding/i,
  )
  const br = await raw(baseURL + entry, { headers: { 'accept-encoding': 'gzip, br' } })
  expect(br.headers['content-encoding'], `${entry}: the encoding with br asked`).toBe(
    brotli ? 'br' : 'gzip',
  )
  const css = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(
    first.body.toString(),
  )?.[1]
  expect(css, 'the page links its stylesheet').toBeTruthy()
  const style = await raw(baseURL + css!, { headers: { 'accept-encoding': 'gzip' } })
  expect(style.headers['content-encoding'], `${css}: gzip`).toBe('gzip')
  const page = await raw(baseURL + '/home', { headers: { 'accept-encoding': 'gzip' } })
  expect(page.headers['content-encoding'], 'the page: gzip').toBe('gzip')
  const favicon = await raw(baseURL + '/favicon.svg')
  expect(favicon.headers['cache-control'], 'favicon: cache-control').toBe('no-cache')
})

test('no CSP violation on the public pages, the login dialog and the course player', async ({
  page,
  context,
}) => {
  const { backend } = nginxSetup()
  const csp = await watchCsp(context, page)

  await page.goto('/home')
  await expect(
    region(page, '热门课程')
      .getByRole('button', { name: /人学习/ })
      .nth(5),
  ).toBeVisible()
  for (const name of ['通知公告', '新闻动态']) {
    await expect(entries(page, name).nth(3)).toBeVisible()
  }
  await imagesFromFileHost(page, backend, '/home')
  const noticeHref = (await region(page, '通知公告')
    .getByRole('link')
    .first()
    .getAttribute('href'))!
  expect(noticeHref, 'notice link').toMatch(/noticeSysCode=/)
  await csp.check('/home')

  // the login dialog: lazily loaded, antd injects its styles, and the dialog locks the scroll
  await page.getByRole('button', { name: '培训登录' }).click()
  const loginDialog = page.getByRole('dialog', { name: '培训登录' })
  await expect(loginDialog.getByPlaceholder('用户名')).toBeVisible()
  await antdStyled(page, 'the login dialog')
  await csp.check('the login dialog on /home')
  // the scroll lock is a <style> an rc-component utility inserts without antd's nonce
  await expect(page.locator('body'), 'the open dialog locks the page scroll').toHaveCSS(
    'overflow-y',
    'hidden',
  )
  await page.keyboard.press('Escape')
  await expect(loginDialog).toBeHidden()

  // the course player: xgplayer, its CSS, and a video from the file host
  const hot = region(page, '热门课程')
  await hot.getByRole('tab', { name: '安全生产法规' }).click()
  await hot.getByRole('button', { name: /新《安全生产法》要点解读/ }).click()
  const player = page.getByRole('dialog', { name: '课程播放' })
  const video = player.locator('video')
  await expect(video).toBeVisible()
  await page.waitForFunction(
    (origin) => {
      const v = document.querySelector<HTMLVideoElement>('[role="dialog"] video')
      return v && v.currentSrc.startsWith(origin) && v.readyState >= 2
    },
    backend,
    { timeout: 15_000 },
  )
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play()
  })
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0)
  await csp.check('the course player on /home')
  await page.keyboard.press('Escape')

  // the app's page, not login.html's, whose styles were inlined at build time
  await openLogin(page)
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible()
  await antdStyled(page, '/login')
  await csp.check('/login')

  await page.goto('/register')
  await expect(page.getByRole('heading', { name: '用户注册' })).toBeVisible()
  await csp.check('/register')

  await page.goto('/newslist?typeId=1')
  await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible()
  await expect(newsList(page).getByRole('listitem').nth(5)).toBeVisible()
  await imagesFromFileHost(page, backend, '/newslist?typeId=1')
  const newsHref = (await newsList(page).getByRole('link').first().getAttribute('href'))!
  const newsId = new URL(newsHref, 'http://x').searchParams.get('newsId')
  expect(newsId, 'news link: ' + newsHref).toBeTruthy()
  await csp.check('/newslist?typeId=1')

  await page.goto(`/newsitem?newsId=${newsId}`)
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible()
  await csp.check(`/newsitem?newsId=${newsId}`)

  await page.goto(noticeHref)
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible()
  await csp.check(noticeHref)

  await page.goto('/company')
  await expect(
    page.getByRole('list', { name: '合作单位列表' }).locator('img').first(),
  ).toBeVisible()
  await imagesFromFileHost(page, backend, '/company')
  await csp.check('/company')

  // the first classroom's OpenApi calls carry the secret nginx adds: its sections fill
  await page.goto('/firstclassindex')
  await expect(
    page.getByRole('region', { name: '精选好课' }).getByRole('button').first(),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: '合作单位' }).getByRole('img').first(),
  ).toBeVisible()
  await csp.check('/firstclassindex')
})

test('no CSP violation on the main logged-in pages', async ({ page, context }) => {
  const csp = await watchCsp(context, page)
  await login(page, admin.account, admin.password)
  await expect(page.getByRole('heading', { name: '我的首页' })).toBeVisible()
  await expect(page.getByLabel('侧边栏').first().getByText('系统管理')).toBeVisible()
  await csp.check('/dashboard')

  // the user centre menu: a popup whose styles antd injects when it opens
  await page.getByRole('button', { name: /用户中心/ }).click()
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible()
  await csp.check('the user centre menu')
  await page.keyboard.press('Escape')

  for (const path of ['/profile/index', '/ydmessage/index']) {
    await page.goto(path)
    await expectPath(page, path)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await csp.check(path)
  }
})
