// /home as nginx serves it: home.html, the page rendered at build time with every section loading
// (scripts/prerender-plugin.ts). Its first scripts ask for the lists before the app's code
// (src/route-preload.ts, src/home-fill.ts) and show them; the app then takes the page over with
// those answers. The app's scripts are held back here, so what shows before it starts is checked
// for certain, not by chance of timing.
import { assert, waitForPath } from './assert.mjs'
import { entries, region } from './home-sections.mjs'
import { appSettled, appStarted, holdTheApp } from './hold-app.mjs'

/** Every call to the backend the page makes, as "path?query body". */
function watchCalls(page) {
  const calls = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/Api/'))
      calls.push(`${url.pathname}${url.search} ${request.postData() ?? ''}`)
  })
  return calls
}

const FIRST_CALLS = [
  'GetNewsListByTypeId {"typeid":1,"limit":6}',
  'IndexHotRes {"dCode":"","top":10}',
  'GetNewsListByTypeId {"typeid":2,"limit":6}',
  'GetHomeResDirList {}',
  'GetIndexPageListNotice?Type=4&limit=6 ',
  'GetIndexPageListNotice?Type=5&limit=6 ',
]
const LISTS = ['通知公告', '政策解读', '新闻动态', '政策法规']

/** Opens /home with the app held back; its lists are on screen before it starts. */
async function listsBeforeTheApp(page) {
  const release = await holdTheApp(page)
  await page.goto('/home', { waitUntil: 'commit' })
  for (const name of LISTS) await entries(page, name).nth(5).waitFor()
  await region(page, '热门课程')
    .getByRole('button', { name: /人学习/ })
    .nth(9)
    .waitFor()
  assert(
    await page.evaluate(() => document.documentElement.dataset.prerendered === 'home'),
    'the lists came from the app, not from home.html',
  )
  return release
}

/**
 * The lists as they look, once their fonts are in, each shot with the list in the middle of the
 * window, clear of the sticky header; and the markup of the lists and the course grid (whose place
 * moves by a fraction of a pixel as the tabs above it come, which changes how its pictures are
 * drawn). The app's page is taken once settled: its shot was once placed where a list had been a
 * moment before, as the sections above it came in.
 */
async function listsAsShown(page) {
  await page.evaluate(() => document.fonts.ready)
  const lists = LISTS.map((name) => region(page, name).locator('ul'))
  const shots = []
  for (const list of lists) {
    await list.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    shots.push(await list.screenshot())
  }
  const markup = []
  for (const target of [...lists, page.locator('ul.course-grid').first()])
    markup.push(await target.evaluate((element) => element.outerHTML))
  return { shots, markup }
}

export const journeys = {
  async '/home shows its lists before the app, which keeps them and asks for none again'({ page }) {
    const calls = watchCalls(page)
    const release = await listsBeforeTheApp(page)
    const early = calls.map((c) => c.slice(c.lastIndexOf('/') + 1)).sort()
    assert(
      JSON.stringify(early) === JSON.stringify([...FIRST_CALLS].sort()),
      `asked before the app started: ${early.join(' | ')}`,
    )
    // every frame until the app's page is there: the lists never go back to loading
    await page.evaluate(() => {
      window.__fewest = Infinity
      const check = () => {
        const shown = document.querySelectorAll(
          'section[aria-labelledby="home-news-1-title"] .home-list li',
        ).length
        window.__fewest = Math.min(window.__fewest, shown)
        if (document.documentElement.hasAttribute('data-prerendered')) requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    release()
    await appStarted(page)
    const fewest = await page.evaluate(() => window.__fewest)
    assert(fewest === 6, `新闻动态 showed ${fewest} entries while the app took the page over`)
    // the link groups the app asks for itself
    await region(page, '合作单位').getByRole('img').nth(3).waitFor()
    const links = calls.filter((c) => c.includes('GetLinkListByType')).length
    assert(links === 7, `${links} link groups asked for, not 7`)
    const twice = calls.filter((c, i) => calls.indexOf(c) !== i)
    assert(twice.length === 0, `asked twice: ${twice.join(' | ')}`)
  },

  // home.html has no script for its buttons: route-preload.ts notes the press, the app repeats it
  async '/home before the app starts: 培训登录 pressed then opens the login dialog, once'({
    page,
  }) {
    const release = await listsBeforeTheApp(page)
    await page.getByRole('button', { name: '培训登录' }).click()
    assert(
      await page.evaluate(() => document.documentElement.dataset.prerendered === 'home'),
      'pressed on the app’s page, not on home.html’s',
    )
    release()
    await appStarted(page)
    const dialog = page.getByRole('dialog', { name: '培训登录' })
    await dialog.getByLabel('用户名').waitFor()
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === '用户名',
    )
    assert((await page.getByRole('dialog').count()) === 1, 'the login dialog opened twice')
  },

  // the app's page has the course tabs before the courses, which home.html has not: the course
  // pressed is found again by its name, not by its place among the buttons
  async '/home before the app starts: a course pressed then plays, though the tabs came before it'({
    page,
  }) {
    const release = await listsBeforeTheApp(page)
    await region(page, '热门课程')
      .getByRole('button', { name: /焊接与切割作业安全/ })
      .click()
    release()
    await appStarted(page)
    await page.getByRole('dialog', { name: '课程播放' }).waitFor()
    const hot = region(page, '热门课程')
    assert(
      (await hot.getByRole('tab', { selected: true }).textContent()) === '全部',
      'a tab was pressed instead of the course',
    )
  },

  async '/home’s lists look the same, and are the same markup, before and after the app takes them over, at 1440 and 390 px'({
    page,
  }) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      const release = await listsBeforeTheApp(page)
      const before = await listsAsShown(page)
      release()
      await appSettled(page)
      const after = await listsAsShown(page)
      before.shots.forEach((shot, i) =>
        assert(
          shot.equals(after.shots[i]),
          `at ${width} px ${LISTS[i]} changed on the app's start`,
        ),
      )
      // the same nodes, attributes in any order (React sets an image's src last)
      const same = await page.evaluate(
        ([was, now]) =>
          was.map((markup, i) => {
            const parse = (html) => {
              const template = document.createElement('template')
              template.innerHTML = html
              return template.content
            }
            return parse(markup).isEqualNode(parse(now[i]))
          }),
        [before.markup, after.markup],
      )
      before.markup.forEach((markup, i) =>
        assert(
          same[i],
          `at ${width} px ${LISTS[i] ?? '热门课程'}'s markup changed on the app's start:\n${markup}\n${after.markup[i]}`,
        ),
      )
      await page.unrouteAll()
    }
  },

  // each section still loading in home.html (the banner, the quick links, the categories) holds
  // the room its content takes; on a phone the header's links and the course tabs wrap onto a
  // second row as they come, as many rows as the backend has links, which moves what is below
  async '/home keeps its layout when the app takes it over: the banner’s room at 1440 and 390 px, the lists’ place at 1440 px'({
    page,
  }) {
    const banner = page.locator('section[aria-labelledby="home-banner-title"]')
    const size = (box) => `${box.width} x ${box.height}`
    const places = () =>
      Promise.all(LISTS.map((name) => region(page, name).evaluate((e) => e.offsetTop)))
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      const release = await listsBeforeTheApp(page)
      const before = size(await banner.boundingBox())
      const placed = (await places()).join(' ')
      release()
      await appSettled(page)
      const after = size(await banner.boundingBox())
      assert(after === before, `at ${width} px the banner went from ${before} to ${after}`)
      const shown = size(await banner.getByRole('img').boundingBox())
      assert(shown === before, `at ${width} px the banner's picture is ${shown}, not ${before}`)
      const moved = (await places()).join(' ')
      if (width === 1440)
        assert(moved === placed, `at 1440 px the lists moved from ${placed} to ${moved}`)
      await page.unrouteAll()
    }
  },

  async '/home for a visitor already signed in: never the guest’s page, then their own'({ page }) {
    await page.goto('/login')
    await page.getByLabel('用户名').fill('learner')
    await page.getByLabel('密码', { exact: true }).fill('Learner@123')
    await page.getByLabel('密码', { exact: true }).press('Enter')
    await waitForPath(page, '/dashboard')
    const release = await holdTheApp(page)
    await page.goto('/home', { waitUntil: 'commit' })
    await page.locator('#root > .boot').waitFor()
    // every frame while the page is home.html's: its guest page (登录 in the header) never shows
    await page.evaluate(() => {
      window.__guestShown = false
      const check = () => {
        const html = document.documentElement
        if (!html.hasAttribute('data-prerendered')) return
        if (document.querySelector('#root > .ant-app')?.getClientRects().length)
          window.__guestShown = true
        requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    release()
    await appStarted(page)
    await entries(page, '通知公告').first().waitFor()
    assert(
      !(await page.evaluate(() => window.__guestShown)),
      'a signed-in visitor was shown the guest’s home page',
    )
    assert(
      !(await page.getByRole('button', { name: '登录', exact: true }).isVisible()),
      'the signed-in visitor’s header offers 登录',
    )
  },
}
