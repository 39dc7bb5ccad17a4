// Delivery behind nginx (run by `node tests/e2e/run.mjs --nginx`): the build for the real backend
// served with deploy/nginx/templates, /Api proxied to the mock backend running as an HTTP server,
// which also plays the file host of covers and media on an origin of its own.
import { request as httpRequest } from 'node:http'
import { assert, waitForPath } from './assert.mjs'
import { entries, region } from './home-sections.mjs'
import { login, openLogin } from './login.mjs'

const newsList = (page) => page.getByRole('list', { name: '新闻列表' })

/** A raw HTTP request (no automatic decompression): status, headers and the body as text. */
function raw(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', fail)
    req.end(body)
  })
}

/**
 * Records CSP violations in every page of the context: securitypolicyviolation events (kept in
 * window.__cspViolations and collected before each navigation) and the console's CSP errors.
 */
async function watchCsp(context, page) {
  await context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ` +
          `at ${e.sourceFile || '?'}:${e.lineNumber} ${e.sample || ''}`.trim(),
      ),
    )
  })
  const seen = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push('console: ' + message.text())
  })
  return {
    /** Throws when anything was blocked so far on this page (and since the last check). */
    async check(where) {
      const events = await page.evaluate(() => window.__cspViolations.splice(0))
      const all = [...events, ...seen.splice(0)]
      assert(!all.length, `CSP violations on ${where}:\n  ${all.join('\n  ')}`)
    },
  }
}

/** antd's CSS-in-JS styles are in force (not blocked): a primary button is coloured. */
async function antdStyled(page, where) {
  const background = await page
    .locator('.ant-btn-primary')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)
  assert(
    background && !/rgba\(0, 0, 0, 0\)|transparent/.test(background),
    `antd styles missing on ${where}: primary button background ${background}`,
  )
}

/** Images from the file host (another origin than the page) load: at least one, none broken. */
async function imagesFromFileHost(page, backend, where) {
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
  assert(!broken.length, `images from the file host did not load on ${where}: ${broken}`)
}

/** Opens `path` as a deep link, checks it is the page, then reloads it. */
async function deepLinkAndReload(page, path, ready) {
  const response = await page.goto(path)
  assert(response.status() === 200, `${path}: status ${response.status()}`)
  assert(
    response.headers()['content-type']?.startsWith('text/html'),
    `${path}: content type ${response.headers()['content-type']}`,
  )
  await ready()
  const again = await page.reload()
  assert(again.status() === 200, `${path} reloaded: status ${again.status()}`)
  await ready()
  const { pathname, search } = new URL(page.url())
  assert(pathname + search === path, `${path} reloaded ended on ${pathname + search}`)
}

export const journeys = {
  async 'deep links and reloads on app routes open the page, logged out and in'({ page }) {
    await deepLinkAndReload(page, '/newslist?typeId=2', () =>
      newsList(page).getByRole('link', { name: '工伤保险条例（2010年修订）' }).waitFor(),
    )
    await deepLinkAndReload(page, '/company', () =>
      page.getByRole('list', { name: '合作单位列表' }).getByRole('listitem').first().waitFor(),
    )
    await login(page, 'learner', 'Learner@123')
    await deepLinkAndReload(page, '/dashboard', () =>
      page.getByRole('heading', { name: '我的首页' }).waitFor(),
    )
    assert(
      await page.getByText('欢迎回来，张伟').isVisible(),
      'the dashboard greets the learner after the reload',
    )
  },

  async 'an old hash link opens its route'({ page }) {
    await page.goto('/#/newslist?typeId=2')
    await page.waitForURL((url) => url.pathname === '/newslist')
    const url = new URL(page.url())
    assert(url.searchParams.get('typeId') === '2' && !url.hash, 'rewritten to ' + page.url())
    await page.getByRole('heading', { level: 1, name: '政策法规' }).waitFor()
    await newsList(page).getByRole('listitem').first().waitFor()
  },

  async 'a missing file is a plain 404, and /Api always reaches the backend'({ base, nginx }) {
    // the mock backend's two worker scripts are left out of the build for the real backend
    const missing = ['/assets/missing-abc.js', '/assets/missing-abc.css', '/missing.svg']
    for (const path of [...missing, '/mockServiceWorker.js', '/mock-worker.js']) {
      const res = await raw(base + path)
      assert(res.status === 404, `${path}: status ${res.status}`)
      const type = res.headers['content-type'] ?? ''
      assert(!type.startsWith('text/html'), `${path}: content type ${type}`)
      assert(!res.body.toString().includes('id="root"'), `${path}: answered with index.html`)
      assert(res.headers['x-content-type-options'] === 'nosniff', `${path}: no nosniff`)
    }
    // unknown backend paths, one of them looking like a file: answered by the backend (the
    // stand-in's JSON 404), never by index.html or the static-file 404
    for (const path of ['/Api/Nope/Missing', '/Api/Nope/report.json', '/qiniu/nope']) {
      const res = await raw(base + path, { method: 'POST' })
      const text = res.body.toString()
      assert(res.status === 404, `${path}: status ${res.status}`)
      assert(text.includes('mock: no handler'), `${path}: not from the backend: ${text}`)
    }
    // a real call through the proxy, with the backend's envelope
    const news = await raw(base + '/Api/Base_Manage/Base_News/GetNewsListByTypeId', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ typeid: 1, limit: 2 }),
    })
    assert(news.status === 200, `news call: status ${news.status}`)
    assert(JSON.parse(news.body.toString()).success === true, 'news call: ' + news.body)
    // the OpenApi secret comes from nginx (OPENAPI_KEY): the page itself sends no header
    const open = await raw(base + '/Api/Ydxs/OpenApi/GetFPLinkInfoList', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    assert(JSON.parse(open.body.toString()).success === true, 'OpenApi call: ' + open.body)
    const direct = await raw(nginx.backend + '/Api/Ydxs/OpenApi/GetFPLinkInfoList', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    assert(
      JSON.parse(direct.body.toString()).success === false,
      'the backend itself refuses the call without the header',
    )
  },

  async 'the page is never cached without asking, hashed assets for a year, both compressed'({
    base,
    nginx,
  }) {
    const first = await raw(base + '/')
    const second = await raw(base + '/home')
    for (const res of [first, second]) {
      const h = res.headers
      assert(res.status === 200, `page: status ${res.status}`)
      assert(h['cache-control'] === 'no-cache', `page: cache-control ${h['cache-control']}`)
      assert(!h.etag && !h['last-modified'], 'page: no validators (a 304 would bring an old nonce)')
      assert(h['x-content-type-options'] === 'nosniff', 'page: X-Content-Type-Options')
      assert(
        h['referrer-policy'] === 'strict-origin-when-cross-origin',
        `page: Referrer-Policy ${h['referrer-policy']}`,
      )
      const csp = h['content-security-policy'] ?? ''
      assert(csp.includes("frame-ancestors 'self'"), 'CSP without frame-ancestors: ' + csp)
      assert(csp.includes("script-src 'self';"), 'CSP script-src: ' + csp)
      assert(!/unsafe-eval|script-src[^;]*unsafe-inline/.test(csp), 'unsafe script source: ' + csp)
      assert(csp.includes("object-src 'none'"), 'CSP object-src: ' + csp)
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1]
      assert(nonce, 'CSP without a nonce: ' + csp)
      const meta = /<meta name="csp-nonce" content="([^"]*)"/.exec(res.body.toString())?.[1]
      assert(meta === nonce, `the page's nonce ${meta} is not the header's ${nonce}`)
    }
    const nonceOf = (res) => /'nonce-(\w+)'/.exec(res.headers['content-security-policy'])[1]
    assert(nonceOf(first) !== nonceOf(second), 'the same nonce twice')

    // the largest script the page loads first (its entry script and the chunks it preloads; the
    // tiny route preload and the entry's own file are under nginx's gzip_min_length)
    const scripts = [
      ...first.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g),
    ].map((m) => m[1])
    assert(scripts.length, 'no entry script in the page')
    const sizes = await Promise.all(scripts.map(async (src) => (await raw(base + src)).body.length))
    const entry = scripts[sizes.indexOf(Math.max(...sizes))]
    const plain = await raw(base + entry)
    assert(plain.status === 200, `${entry}: status ${plain.status}`)
    assert(
      plain.headers['cache-control'] === 'public, max-age=31536000, immutable',
      `${entry}: cache-control ${plain.headers['cache-control']}`,
    )
    assert(plain.headers['x-content-type-options'] === 'nosniff', `${entry}: no nosniff`)
    assert(/javascript/.test(plain.headers['content-type']), `${entry}: not JavaScript`)
    assert(!plain.headers['content-encoding'], 'compressed without Accept-Encoding')
    const gzip = await raw(base + entry, { headers: { 'accept-encoding': 'gzip' } })
    assert(gzip.headers['content-encoding'] === 'gzip', `${entry}: no gzip`)
    assert(gzip.body.length < plain.body.length / 2, `${entry}: gzip barely smaller`)
    assert(/Accept-Encoding/i.test(gzip.headers.vary ?? ''), `${entry}: no Vary: Accept-Encoding`)
    const br = await raw(base + entry, { headers: { 'accept-encoding': 'gzip, br' } })
    const expected = nginx.brotli ? 'br' : 'gzip'
    assert(br.headers['content-encoding'] === expected, `${entry}: not ${expected} with br asked`)
    const css = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(
      first.body.toString(),
    )?.[1]
    const style = await raw(base + css, { headers: { 'accept-encoding': 'gzip' } })
    assert(style.headers['content-encoding'] === 'gzip', `${css}: no gzip`)
    const page = await raw(base + '/home', { headers: { 'accept-encoding': 'gzip' } })
    assert(page.headers['content-encoding'] === 'gzip', 'the page: no gzip')
    const favicon = await raw(base + '/favicon.svg')
    assert(favicon.headers['cache-control'] === 'no-cache', 'favicon: ' + favicon.headers)
  },

  async 'no CSP violation on the public pages, the login dialog and the course player'({
    page,
    context,
    nginx,
  }) {
    const csp = await watchCsp(context, page)

    await page.goto('/home')
    await region(page, '热门课程')
      .getByRole('button', { name: /人学习/ })
      .nth(5)
      .waitFor()
    for (const name of ['通知公告', '新闻动态']) {
      await entries(page, name).nth(3).waitFor()
    }
    await imagesFromFileHost(page, nginx.backend, '/home')
    const noticeHref = await region(page, '通知公告').getByRole('link').first().getAttribute('href')
    assert(/noticeSysCode=/.test(noticeHref ?? ''), 'notice link: ' + noticeHref)
    await csp.check('/home')

    // the login dialog: lazily loaded, antd injects its styles, and the dialog locks the scroll
    await page.getByRole('button', { name: '培训登录' }).click()
    const loginDialog = page.getByRole('dialog', { name: '培训登录' })
    await loginDialog.getByPlaceholder('用户名').waitFor()
    await antdStyled(page, 'the login dialog')
    await csp.check('the login dialog on /home')
    // the scroll lock is a <style> an rc-component utility inserts without antd's nonce
    const locked = await page.evaluate(() => getComputedStyle(document.body).overflowY)
    assert(locked === 'hidden', `the open dialog does not lock the page scroll (${locked})`)
    await page.keyboard.press('Escape')
    await loginDialog.waitFor({ state: 'hidden' })

    // the course player: xgplayer, its CSS, and a video from the file host
    const hot = region(page, '热门课程')
    await hot.getByRole('tab', { name: '安全生产法规' }).click()
    await hot.getByRole('button', { name: /新《安全生产法》要点解读/ }).click()
    const player = page.getByRole('dialog', { name: '课程播放' })
    const video = player.locator('video')
    await video.waitFor()
    await page.waitForFunction(
      (origin) => {
        const v = document.querySelector('[role="dialog"] video')
        return v && v.currentSrc.startsWith(origin) && v.readyState >= 2
      },
      nginx.backend,
      { timeout: 15_000 },
    )
    await video.evaluate((v) => {
      v.muted = true
      return v.play()
    })
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"] video').currentTime > 0,
    )
    await csp.check('the course player on /home')
    await page.keyboard.press('Escape')

    // the app's page, not login.html's, whose styles were inlined at build time
    await openLogin(page)
    await page.getByRole('heading', { name: '用户登录' }).waitFor()
    await antdStyled(page, '/login')
    await csp.check('/login')

    await page.goto('/register')
    await page.getByRole('heading', { name: '用户注册' }).waitFor()
    await csp.check('/register')

    await page.goto('/newslist?typeId=1')
    await page.getByRole('heading', { level: 1, name: '新闻动态' }).waitFor()
    await newsList(page).getByRole('listitem').nth(5).waitFor()
    await imagesFromFileHost(page, nginx.backend, '/newslist?typeId=1')
    const newsHref = await newsList(page).getByRole('link').first().getAttribute('href')
    const newsId = new URL(newsHref, 'http://x').searchParams.get('newsId')
    assert(newsId, 'news link: ' + newsHref)
    await csp.check('/newslist?typeId=1')

    await page.goto(`/newsitem?newsId=${newsId}`)
    await page.getByRole('article').getByRole('heading', { level: 1 }).waitFor()
    await csp.check(`/newsitem?newsId=${newsId}`)

    await page.goto(noticeHref)
    await page.getByRole('article').getByRole('heading', { level: 1 }).waitFor()
    await csp.check(noticeHref)

    await page.goto('/company')
    await page.getByRole('list', { name: '合作单位列表' }).locator('img').first().waitFor()
    await imagesFromFileHost(page, nginx.backend, '/company')
    await csp.check('/company')

    // the first classroom's OpenApi calls carry the secret nginx adds: its sections fill
    await page.goto('/firstclassindex')
    await page.getByRole('region', { name: '精选好课' }).getByRole('button').first().waitFor()
    await page.getByRole('region', { name: '合作单位' }).getByRole('img').first().waitFor()
    await csp.check('/firstclassindex')
  },

  async 'no CSP violation on the main logged-in pages'({ page, context }) {
    const csp = await watchCsp(context, page)
    await login(page, 'admin', 'Admin@123')
    await page.getByRole('heading', { name: '我的首页' }).waitFor()
    await page.getByLabel('侧边栏').first().getByText('系统管理').waitFor()
    await csp.check('/dashboard')

    // the user centre menu: a popup whose styles antd injects when it opens
    await page.getByRole('button', { name: /用户中心/ }).click()
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor()
    await csp.check('the user centre menu')
    await page.keyboard.press('Escape')

    for (const path of ['/profile/index', '/ydmessage/index']) {
      await page.goto(path)
      await waitForPath(page, path)
      await page.getByRole('main').waitFor()
      await page.waitForLoadState('networkidle')
      await csp.check(path)
    }
  },
}
