import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { expectPath } from './support/login'
import { noSeriousA11yViolations } from './support/page-checks'
import { playPastPreview, serveClip } from './support/serve-clip'
import { entries, region } from './support/home-sections'

type Counted = Window & { updateChecks?: number; __motion?: string[] }

/** Waits until every home section has its seeded content. */
async function waitForHome(page: Page) {
  await page.goto('/home')
  await expect(
    page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: '第一课堂' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: '工伤预防 从我做起' })).toBeVisible()
  await expect(
    region(page, '热门课程')
      .getByRole('button', { name: /人学习/ })
      .nth(9),
  ).toBeVisible()
  for (const name of ['通知公告', '政策解读', '新闻动态', '政策法规']) {
    await expect(entries(page, name).nth(5)).toBeVisible()
  }
  await expect(region(page, '合作单位').getByRole('img').nth(3)).toBeVisible()
  await expect(region(page, '培训项目').getByRole('link').first()).toBeVisible()
}

async function logInInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: '培训登录' })
  await expect(dialog).toBeVisible()
  await dialog.getByPlaceholder('用户名').fill('learner')
  await dialog.getByPlaceholder('密码').fill('Learner@123')
  await dialog.getByRole('button', { name: /登\s*录/ }).click()
}

// The mock worker's update check fails when its registration is being removed (its last page
// closed). Here every check fails, and the page asks for one the way MSW does: without handling
// the outcome.
test('a failed update check of the mock worker is no page error', async ({ page, context }) => {
  await context.addInitScript(() => {
    ServiceWorkerRegistration.prototype.update = function () {
      const w = window as Counted
      w.updateChecks = (w.updateChecks ?? 0) + 1
      return Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found'))
    }
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/home')
  await expect(entries(page, '通知公告').first()).toBeVisible()
  const before = await page.evaluate(() => (window as Counted).updateChecks ?? 0)
  await page.evaluate(() => {
    const registration = Object.create(ServiceWorkerRegistration.prototype)
    void registration.update()
  })
  // an unhandled rejection is reported once the task that made it is over
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
  const after = await page.evaluate(() => (window as Counted).updateChecks)
  expect(after, `the check was asked for: ${before} → ${after}`).toBe(before + 1)
  expect(errors, 'no page error').toEqual([])
})

// public/mock-worker.js keeps the app's own files away from the mock: once the mock runs, a
// page's calls come from the worker and its code straight from the server
test("the mock worker answers the calls and lets the app's own files through", async ({ page }) => {
  await page.goto('/home')
  await expect(entries(page, '通知公告').first()).toBeVisible()
  const calls: boolean[] = []
  const files: boolean[] = []
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
  await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
  expect(calls.length, 'calls were made').toBeGreaterThan(0)
  expect(calls.every(Boolean), `every call from the mock: ${calls}`).toBe(true)
  expect(files.length, 'files were loaded').toBeGreaterThan(0)
  expect(files.some(Boolean), `no file through the worker: ${files}`).toBe(false)
})

test('the home page shows every section and fits a phone', async ({ page, shot }) => {
  await waitForHome(page)
  // two rows of six: the six seeded directories by code, then topic searches of the external list
  const tiles = region(page, '课程分类').getByRole('link')
  const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(hrefs, 'twelve category tiles').toHaveLength(12)
  expect(
    hrefs.slice(0, 6).every((h) => /\?cate=D\d+$/.test(h)),
    'directory tiles link their code: ' + hrefs.join(' '),
  ).toBe(true)
  expect(
    hrefs.slice(6).every((h) => h.includes('?keyword=')),
    'topic tiles search by name: ' + hrefs.join(' '),
  ).toBe(true)
  const rows = await tiles.evaluateAll(
    (links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size,
  )
  expect(rows, 'tiles in two rows at 1440 px').toBe(2)
  await expect(
    region(page, '热门课程').getByRole('button', { name: /人学习/ }),
    'ten hot courses',
  ).toHaveCount(10)
  for (const name of ['快捷入口', '岗位技能', '职工俱乐部', '培训项目']) {
    expect(await entries(page, name).count(), `links in ${name}`).toBeGreaterThan(0)
  }
  await expect(
    region(page, '通知公告').locator('time').first(),
    'dates as year-month-day hour:minute',
  ).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  await expect(page.getByText('08:30-16:30').first(), 'footer service hours').toBeVisible()
  await expect(
    page.getByRole('button', { name: '暂停轮播' }),
    'a visible pause button on the carousel',
  ).toBeVisible()
  const wide = (await page.locator('.banner-carousel').boundingBox())!
  expect(
    [wide.width, wide.height],
    `banner is 1168 x 360 px at 1440 px, got ${wide.width} x ${wide.height}`,
  ).toEqual([1168, 360])
  await shot('home-1440')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(500)
  await shot('home-390')
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, 'no horizontal scroll at 390 px').toBeLessThanOrEqual(390)
  // the banner keeps the wide screen's shape (1168 x 360) on a phone, its picture filling it
  const banner = (await page.locator('.banner-carousel').boundingBox())!
  const picture = await page.locator('.banner-carousel').getByRole('img').boundingBox()
  expect(
    banner.height > 100 && Math.abs(banner.height - (banner.width * 360) / 1168) < 1,
    `banner at 390 px: ${JSON.stringify(banner)}`,
  ).toBe(true)
  expect(picture, "the banner's picture at 390 px").toEqual(banner)
  // every directory tab stays reachable on a phone: the row wraps instead of hiding tabs
  const tabs = region(page, '热门课程').getByRole('tab')
  for (const box of await tabs.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(
      box.left >= 0 && box.right <= 390,
      `a tab lies outside the screen: ${JSON.stringify(box)}`,
    ).toBe(true)
  }
})

test('the home page has no serious accessibility violations at 1440 and 390 px', async ({
  page,
}) => {
  await waitForHome(page)
  await noSeriousA11yViolations(page, '1440 px')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(500)
  await noSeriousA11yViolations(page, '390 px')
})

test('a guest opening a hot course is stopped at 30 s and logging in goes on with it', async ({
  page,
  context,
  shot,
}) => {
  await context.route('**/mock/media/*.mp4', serveClip)
  await waitForHome(page)
  const hot = region(page, '热门课程')
  await hot.getByRole('tab', { name: '安全生产法规' }).click()
  await hot.getByRole('button', { name: /新《安全生产法》要点解读/ }).click()
  const dialog = page.getByRole('dialog', { name: '课程播放' })
  const video = await playPastPreview(dialog)
  const state = await video.evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    time: v.currentTime,
  }))
  expect(state.paused, 'the video still plays after 30 s').toBe(true)
  expect(state.time, 'stopped at 29.5-30.5 s').toBeGreaterThanOrEqual(29.5)
  expect(state.time, 'stopped at 29.5-30.5 s').toBeLessThanOrEqual(30.5)
  await shot('home-guest-limit')

  await dialog.getByRole('button', { name: /登\s*录/ }).click()
  await logInInDialog(page)
  await expectPath(page, '/trainres/study')
  expect(new URL(page.url()).search, 'the course of the player: ' + page.url()).toBe('?id=1001')
})

test('a notice and a news item on the home page open their detail pages in a new tab', async ({
  page,
  context,
}) => {
  await waitForHome(page)
  const [notice] = await Promise.all([
    context.waitForEvent('page'),
    region(page, '通知公告')
      .getByRole('link', { name: '关于开展2026年度工伤预防能力提升培训的通知' })
      .click(),
  ])
  await expect(notice).toHaveURL((url) => url.pathname === '/viewnoticeitem')
  expect(
    new URL(notice.url()).searchParams.get('noticeSysCode'),
    'notice code: ' + notice.url(),
  ).toBe('NT20260001')
  await expect(
    notice
      .getByRole('article')
      .getByRole('heading', { level: 1, name: '关于开展2026年度工伤预防能力提升培训的通知' }),
  ).toBeVisible()
  await notice.close()

  const [news] = await Promise.all([
    context.waitForEvent('page'),
    region(page, '新闻动态').getByRole('link', { name: '华东机械开展全员安全生产培训' }).click(),
  ])
  await expect(news).toHaveURL((url) => url.pathname === '/newsitem')
  expect(new URL(news.url()).searchParams.get('newsId'), 'news id: ' + news.url()).toBe('1')
  await expect(
    news
      .getByRole('article')
      .getByRole('heading', { level: 1, name: '华东机械开展全员安全生产培训' }),
  ).toBeVisible()
  await news.close()
  expect(new URL(page.url()).pathname, 'the home page stays where it was').toBe('/home')
})

// The system asks for reduced motion: antd's animations are off. antd focuses a dialog's box
// when it has opened, which without an animation comes after the field's autofocus: the login
// dialog puts the focus back in 用户名.
test('with reduced motion the login dialog opens without animation and the focus in 用户名', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/home')
  const open = page.getByRole('button', { name: '培训登录' })
  await expect(open).toBeVisible()
  await page.evaluate(() => {
    const w = window as Counted
    w.__motion = []
    new MutationObserver((records) => {
      for (const r of records) {
        const node = r.target
        // an animation's running phases (a first "prepare" step is taken without motion too)
        if (node instanceof Element && /ant-(zoom|fade)-\w+-(start|active)/.test(node.className))
          w.__motion!.push(node.className)
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] })
  })
  await open.click()
  const dialog = page.getByRole('dialog', { name: '培训登录' })
  await expect(dialog.getByLabel('用户名')).toBeVisible()
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', '用户名')
  await page.keyboard.type('learner')
  await expect(dialog.getByLabel('用户名'), 'what is typed goes into 用户名').toHaveValue('learner')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const motion = await page.evaluate(() => (window as Counted).__motion!)
  expect(motion, 'the dialog animated: ' + motion.slice(0, 3).join(' | ')).toHaveLength(0)
})

test('a logged-in user opening a hot course lands on the study page', async ({ page }) => {
  await waitForHome(page)
  await page.getByRole('button', { name: '培训登录' }).click()
  await logInInDialog(page)
  await expectPath(page, '/dashboard')
  await waitForHome(page)
  await region(page, '热门课程')
    .getByRole('button', { name: /人学习/ })
    .first()
    .click()
  await expectPath(page, '/trainres/study')
  expect(new URL(page.url()).search, 'course id in the query: ' + page.url()).toMatch(/^\?id=\d+$/)
})
