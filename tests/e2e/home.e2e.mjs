import { noSeriousA11yViolations } from './page-checks.mjs'
import { assert, waitForPath } from './assert.mjs'
import { playPastPreview, serveClip } from './fixtures/serve-clip.mjs'
import { entries, region } from './home-sections.mjs'

/** Waits until every home section has its seeded content. */
async function waitForHome(page) {
  await page.goto('/home')
  await page
    .getByRole('navigation', { name: '顶部导航' })
    .getByRole('link', { name: '第一课堂' })
    .waitFor()
  await page.getByRole('img', { name: '工伤预防 从我做起' }).waitFor()
  await region(page, '热门课程')
    .getByRole('button', { name: /人学习/ })
    .nth(9)
    .waitFor()
  for (const name of ['通知公告', '政策解读', '新闻动态', '政策法规']) {
    await entries(page, name).nth(5).waitFor()
  }
  await region(page, '合作单位').getByRole('img').nth(3).waitFor()
  await region(page, '培训项目').getByRole('link').first().waitFor()
}

async function logInInDialog(page) {
  const dialog = page.getByRole('dialog', { name: '培训登录' })
  await dialog.waitFor()
  await dialog.getByPlaceholder('用户名').fill('learner')
  await dialog.getByPlaceholder('密码').fill('Learner@123')
  await dialog.getByRole('button', { name: /登\s*录/ }).click()
}

export const journeys = {
  // The mock worker's update check fails when its registration is being removed (its last page
  // closed). Here every check fails, and the page asks for one the way MSW does: without handling
  // the outcome.
  async 'a failed update check of the mock worker is no page error'({ page, context }) {
    await context.addInitScript(() => {
      ServiceWorkerRegistration.prototype.update = function () {
        window.updateChecks = (window.updateChecks ?? 0) + 1
        return Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found'))
      }
    })
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/home')
    await entries(page, '通知公告').first().waitFor()
    const before = await page.evaluate(() => window.updateChecks ?? 0)
    await page.evaluate(() => {
      const registration = Object.create(ServiceWorkerRegistration.prototype)
      void registration.update()
    })
    // an unhandled rejection is reported once the task that made it is over
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
    const after = await page.evaluate(() => window.updateChecks)
    assert(after === before + 1, `the check was asked for: ${before} → ${after}`)
    assert(errors.length === 0, `no page error: ${errors.join(' | ')}`)
  },

  // public/mock-worker.js keeps the app's own files away from the mock: once the mock runs, a
  // page's calls come from the worker and its code straight from the server
  async "the mock worker answers the calls and lets the app's own files through"({ page }) {
    await page.goto('/home')
    await entries(page, '通知公告').first().waitFor()
    const calls = []
    const files = []
    page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (pathname.startsWith('/Api/')) calls.push(response.fromServiceWorker())
      if (pathname.startsWith('/assets/')) files.push(response.fromServiceWorker())
    })
    // the news list's code loads now, under the worker's control
    await page
      .getByRole('navigation', { name: '顶部导航' })
      .getByRole('link', { name: '新闻动态' })
      .click()
    await page.getByRole('heading', { level: 1, name: '新闻动态' }).waitFor()
    await page.getByRole('main').getByRole('link').first().waitFor()
    assert(calls.length > 0 && calls.every(Boolean), `every call from the mock: ${calls}`)
    assert(files.length > 0 && !files.some(Boolean), `no file through the worker: ${files}`)
  },

  async 'the home page shows every section and fits a phone'({ page, shot }) {
    await waitForHome(page)
    // two rows of six: the six seeded directories by code, then topic searches of the external list
    const tiles = region(page, '课程分类').getByRole('link')
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    assert(hrefs.length === 12, `twelve category tiles, got ${hrefs.length}`)
    assert(
      hrefs.slice(0, 6).every((h) => /\?cate=D\d+$/.test(h)),
      'directory tiles link their code: ' + hrefs.join(' '),
    )
    assert(
      hrefs.slice(6).every((h) => h.includes('?keyword=')),
      'topic tiles search by name: ' + hrefs.join(' '),
    )
    const rows = await tiles.evaluateAll(
      (links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size,
    )
    assert(rows === 2, `tiles in two rows at 1440 px, got ${rows}`)
    assert(
      (await region(page, '热门课程')
        .getByRole('button', { name: /人学习/ })
        .count()) === 10,
      'ten hot courses',
    )
    for (const name of ['快捷入口', '岗位技能', '职工俱乐部', '培训项目']) {
      assert((await entries(page, name).count()) > 0, `links in ${name}`)
    }
    const date = await region(page, '通知公告').locator('time').first().textContent()
    assert(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(date),
      'dates as year-month-day hour:minute: ' + date,
    )
    assert(await page.getByText('08:30-16:30').first().isVisible(), 'footer service hours')
    assert(
      await page.getByRole('button', { name: '暂停轮播' }).isVisible(),
      'a visible pause button on the carousel',
    )
    const wide = await page.locator('.banner-carousel').boundingBox()
    assert(
      wide.width === 1168 && wide.height === 360,
      `banner is 1168 x 360 px at 1440 px, got ${wide.width} x ${wide.height}`,
    )
    await shot('home-1440')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(500)
    await shot('home-390')
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    assert(scrollWidth <= 390, `no horizontal scroll at 390 px, scrollWidth ${scrollWidth}`)
    // the banner keeps the wide screen's shape (1168 x 360) on a phone, its picture filling it
    const banner = await page.locator('.banner-carousel').boundingBox()
    const picture = await page.locator('.banner-carousel').getByRole('img').boundingBox()
    assert(
      banner.height > 100 && Math.abs(banner.height - (banner.width * 360) / 1168) < 1,
      `banner at 390 px: ${JSON.stringify(banner)}`,
    )
    assert(
      JSON.stringify(picture) === JSON.stringify(banner),
      `the banner's picture at 390 px: ${JSON.stringify(picture)}`,
    )
    // every directory tab stays reachable on a phone: the row wraps instead of hiding tabs
    const tabs = region(page, '热门课程').getByRole('tab')
    for (const box of await tabs.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON()),
    )) {
      assert(
        box.left >= 0 && box.right <= 390,
        `a tab lies outside the screen: ${JSON.stringify(box)}`,
      )
    }
  },

  async 'the home page has no serious accessibility violations at 1440 and 390 px'({ page }) {
    await waitForHome(page)
    await noSeriousA11yViolations(page, '1440 px')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(500)
    await noSeriousA11yViolations(page, '390 px')
  },

  async 'a guest opening a hot course is stopped at 30 s and logging in goes on with it'({
    page,
    context,
    shot,
  }) {
    await context.route('**/mock/media/*.mp4', serveClip)
    await waitForHome(page)
    const hot = region(page, '热门课程')
    await hot.getByRole('tab', { name: '安全生产法规' }).click()
    await hot.getByRole('button', { name: /新《安全生产法》要点解读/ }).click()
    const dialog = page.getByRole('dialog', { name: '课程播放' })
    const video = await playPastPreview(dialog)
    const state = await video.evaluate((v) => ({ paused: v.paused, time: v.currentTime }))
    assert(state.paused, 'the video still plays after 30 s')
    assert(state.time >= 29.5 && state.time <= 30.5, `stopped at ${state.time} s`)
    await shot('home-guest-limit')

    await dialog.getByRole('button', { name: /登\s*录/ }).click()
    await logInInDialog(page)
    await waitForPath(page, '/trainres/study')
    assert(new URL(page.url()).search === '?id=1001', 'the course of the player: ' + page.url())
  },

  async 'a notice and a news item on the home page open their detail pages in a new tab'({
    page,
    context,
  }) {
    await waitForHome(page)
    const [notice] = await Promise.all([
      context.waitForEvent('page'),
      region(page, '通知公告')
        .getByRole('link', { name: '关于开展2026年度工伤预防能力提升培训的通知' })
        .click(),
    ])
    await notice.waitForURL((url) => url.pathname === '/viewnoticeitem')
    assert(
      new URL(notice.url()).searchParams.get('noticeSysCode') === 'NT20260001',
      'notice code: ' + notice.url(),
    )
    await notice
      .getByRole('article')
      .getByRole('heading', { level: 1, name: '关于开展2026年度工伤预防能力提升培训的通知' })
      .waitFor()
    await notice.close()

    const [news] = await Promise.all([
      context.waitForEvent('page'),
      region(page, '新闻动态').getByRole('link', { name: '华东机械开展全员安全生产培训' }).click(),
    ])
    await news.waitForURL((url) => url.pathname === '/newsitem')
    assert(new URL(news.url()).searchParams.get('newsId') === '1', 'news id: ' + news.url())
    await news
      .getByRole('article')
      .getByRole('heading', { level: 1, name: '华东机械开展全员安全生产培训' })
      .waitFor()
    await news.close()
    assert(new URL(page.url()).pathname === '/home', 'the home page stays where it was')
  },

  // The system asks for reduced motion: antd's animations are off. antd focuses a dialog's box
  // when it has opened, which without an animation comes after the field's autofocus: the login
  // dialog puts the focus back in 用户名.
  async 'with reduced motion the login dialog opens without animation and the focus in 用户名'({
    page,
  }) {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/home')
    const open = page.getByRole('button', { name: '培训登录' })
    await open.waitFor()
    await page.evaluate(() => {
      window.__motion = []
      new MutationObserver((records) => {
        for (const r of records) {
          const node = r.target
          // an animation's running phases (a first "prepare" step is taken without motion too)
          if (node instanceof Element && /ant-(zoom|fade)-\w+-(start|active)/.test(node.className))
            window.__motion.push(node.className)
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] })
    })
    await open.click()
    const dialog = page.getByRole('dialog', { name: '培训登录' })
    await dialog.getByLabel('用户名').waitFor()
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === '用户名',
    )
    await page.keyboard.type('learner')
    assert(
      (await dialog.getByLabel('用户名').inputValue()) === 'learner',
      'what is typed goes into 用户名',
    )
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    const motion = await page.evaluate(() => window.__motion)
    assert(motion.length === 0, 'the dialog animated: ' + motion.slice(0, 3).join(' | '))
  },

  async 'a logged-in user opening a hot course lands on the study page'({ page }) {
    await waitForHome(page)
    await page.getByRole('button', { name: '培训登录' }).click()
    await logInInDialog(page)
    await waitForPath(page, '/dashboard')
    await waitForHome(page)
    await region(page, '热门课程')
      .getByRole('button', { name: /人学习/ })
      .first()
      .click()
    await waitForPath(page, '/trainres/study')
    assert(/^\?id=\d+$/.test(new URL(page.url()).search), 'course id in the query: ' + page.url())
  },
}
