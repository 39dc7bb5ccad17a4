// /home as nginx serves it: home.html, the page rendered at build time with every section loading
// (scripts/prerender-plugin.ts). Its first scripts ask for the lists before the app's code
// (src/boot/route-preload.ts, src/boot/home-fill.ts) and show them; the app then takes the page
// over with those answers. The app's scripts are held back here, so what shows before it starts is checked
// for certain, not by chance of timing.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { entries, region } from './support/home-sections'
import { appSettled, appStarted, holdTheApp } from './support/hold-app'

type Watched = Window & { __fewest: number; __guestShown: boolean }

/** Every call to the backend the page makes, as "path?query body". */
function watchCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/Api/'))
      calls.push(`${url.pathname}${url.search} ${request.postData() ?? ''}`)
  })
  return calls
}

const FIRST_CALLS = [
  'GetLinkListByType {"linkType":0}',
  'GetNewsListByTypeId {"typeid":1,"limit":6}',
  'IndexHotRes {"dCode":"","top":10}',
  'GetNewsListByTypeId {"typeid":2,"limit":6}',
  'GetHomeResDirList {}',
  'GetIndexPageListNotice?Type=4&limit=6 ',
  'GetIndexPageListNotice?Type=5&limit=6 ',
]
const LISTS = ['通知公告', '政策解读', '新闻动态', '政策法规']

/** The page is still home.html's: the app has not taken it over. */
const stillHomeHtml = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.prerendered === 'home')

/** Opens /home with the app held back; its lists are on screen before it starts. */
async function listsBeforeTheApp(page: Page) {
  const release = await holdTheApp(page)
  await page.goto('/home', { waitUntil: 'commit' })
  for (const name of LISTS) await expect(entries(page, name).nth(5)).toBeVisible()
  await expect(
    region(page, '热门课程')
      .getByRole('button', { name: /人学习/ })
      .nth(9),
  ).toBeVisible()
  expect(await stillHomeHtml(page), 'the lists came from the app, not from home.html').toBe(true)
  return release
}

/**
 * The lists as they look, once their fonts are in, each shot with the list in the middle of the
 * window, clear of the sticky header; and the markup of the lists and the course grid (whose place
 * moves by a fraction of a pixel as the tabs above it come, which changes how its pictures are
 * drawn). The app's page is taken once settled: its shot was once placed where a list had been a
 * moment before, as the sections above it came in.
 */
async function listsAsShown(page: Page) {
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

test('/home shows its lists before the app, which keeps them and asks for none again', async ({
  page,
}) => {
  const calls = watchCalls(page)
  const release = await listsBeforeTheApp(page)
  const early = calls.map((c) => c.slice(c.lastIndexOf('/') + 1)).sort()
  expect(early, 'asked before the app started').toEqual([...FIRST_CALLS].sort())
  // the banner's first picture too (a phone's largest element), where the app's carousel has it
  const picture = page.locator('section[aria-labelledby="home-banner-title"] img').first()
  await expect(picture, 'the banner before the app').toBeVisible()
  await expect(picture).toHaveAttribute('src', /\/mock\/banners\/banner-1\.svg$/)
  const placed = await picture.boundingBox()
  // every frame until the app's page is there: the lists never go back to loading
  await page.evaluate(() => {
    const w = window as unknown as Watched
    w.__fewest = Infinity
    const check = () => {
      const shown = document.querySelectorAll(
        'section[aria-labelledby="home-news-1-title"] .home-list li',
      ).length
      w.__fewest = Math.min(w.__fewest, shown)
      if (document.documentElement.hasAttribute('data-prerendered')) requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
  release()
  await appStarted(page)
  const fewest = await page.evaluate(() => (window as unknown as Watched).__fewest)
  expect(fewest, '新闻动态 entries while the app took the page over').toBe(6)
  await expect(picture).toHaveAttribute('src', /\/mock\/banners\/banner-1\.svg$/)
  expect(await picture.boundingBox(), 'the banner moved when the app took it over').toEqual(placed)
  // the link groups the app asks for itself
  await expect(region(page, '合作单位').getByRole('img').nth(3)).toBeVisible()
  expect(
    calls.filter((c) => c.includes('GetLinkListByType')),
    'link groups asked for',
  ).toHaveLength(7)
  expect(
    calls.filter((c, i) => calls.indexOf(c) !== i),
    'asked twice',
  ).toEqual([])
})

// home.html has no script for its buttons: route-preload.ts notes the press, the app repeats it
test('/home before the app starts: 培训登录 pressed then opens the login dialog, once', async ({
  page,
}) => {
  const release = await listsBeforeTheApp(page)
  await page.getByRole('button', { name: '培训登录' }).click()
  expect(await stillHomeHtml(page), 'pressed on home.html’s page, not on the app’s').toBe(true)
  release()
  await appStarted(page)
  const dialog = page.getByRole('dialog', { name: '培训登录' })
  await expect(dialog.getByLabel('用户名')).toBeVisible()
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', '用户名')
  expect(await page.getByRole('dialog').count(), 'the login dialog opened twice').toBe(1)
})

// the app's page has the course tabs before the courses, which home.html has not: the course
// pressed is found again by its name, not by its place among the buttons
test('/home before the app starts: a course pressed then plays, though the tabs came before it', async ({
  page,
}) => {
  const release = await listsBeforeTheApp(page)
  await region(page, '热门课程')
    .getByRole('button', { name: /焊接与切割作业安全/ })
    .click()
  release()
  await appStarted(page)
  await expect(page.getByRole('dialog', { name: '课程播放' })).toBeVisible()
  const hot = region(page, '热门课程')
  expect(
    await hot.getByRole('tab', { selected: true }).textContent(),
    'a tab was pressed instead of the course',
  ).toBe('全部')
})

test('/home’s lists look the same, and are the same markup, before and after the app takes them over, at 1440 and 390 px', async ({
  page,
}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    const release = await listsBeforeTheApp(page)
    const before = await listsAsShown(page)
    release()
    await appSettled(page)
    const after = await listsAsShown(page)
    before.shots.forEach((shot, i) =>
      expect(
        shot.equals(after.shots[i]),
        `at ${width} px ${LISTS[i]} changed on the app's start`,
      ).toBe(true),
    )
    // the same nodes, attributes in any order (React sets an image's src last)
    const same = await page.evaluate(
      ([was, now]) =>
        was.map((markup, i) => {
          const parse = (html: string) => {
            const template = document.createElement('template')
            template.innerHTML = html
            return template.content
          }
          return parse(markup).isEqualNode(parse(now[i]))
        }),
      [before.markup, after.markup],
    )
    before.markup.forEach((markup, i) =>
      expect(
        same[i],
        `at ${width} px ${LISTS[i] ?? '热门课程'}'s markup changed on the app's start:\n${markup}\n${after.markup[i]}`,
      ).toBe(true),
    )
    await page.unrouteAll()
  }
})

// each section still loading in home.html (the banner, the quick links, the categories) holds
// the room its content takes; on a phone the header's links and the course tabs wrap onto a
// second row as they come, as many rows as the backend has links, which moves what is below
test('/home keeps its layout when the app takes it over: the banner’s room at 1440 and 390 px, the lists’ place at 1440 px', async ({
  page,
}) => {
  const banner = page.locator('section[aria-labelledby="home-banner-title"]')
  const size = (box: { width: number; height: number } | null) => `${box?.width} x ${box?.height}`
  const places = () =>
    Promise.all(
      LISTS.map((name) => region(page, name).evaluate((e) => (e as HTMLElement).offsetTop)),
    )
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    const release = await listsBeforeTheApp(page)
    const before = size(await banner.boundingBox())
    const placed = (await places()).join(' ')
    release()
    await appSettled(page)
    const after = size(await banner.boundingBox())
    expect(after, `at ${width} px the banner's room`).toBe(before)
    const shown = size(await banner.getByRole('img').boundingBox())
    expect(shown, `at ${width} px the banner's picture`).toBe(before)
    const moved = (await places()).join(' ')
    if (width === 1440) expect(moved, 'at 1440 px the lists’ place').toBe(placed)
    await page.unrouteAll()
  }
})

test.describe('as learner', () => {
  test.use({ signedInAs: 'learner' })

  test('/home for a visitor already signed in: never the guest’s page, then their own', async ({
    page,
  }) => {
    const release = await holdTheApp(page)
    await page.goto('/home', { waitUntil: 'commit' })
    await expect(page.locator('#root > .boot')).toBeVisible()
    // every frame while the page is home.html's: its guest page (登录 in the header) never shows
    await page.evaluate(() => {
      const w = window as unknown as Watched
      w.__guestShown = false
      const check = () => {
        const html = document.documentElement
        if (!html.hasAttribute('data-prerendered')) return
        if (document.querySelector('#root > .app-root')?.getClientRects().length)
          w.__guestShown = true
        requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    release()
    await appStarted(page)
    await expect(entries(page, '通知公告').first()).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as Watched).__guestShown),
      'a signed-in visitor was shown the guest’s home page',
    ).toBe(false)
    expect(
      await page.getByRole('button', { name: '登录', exact: true }).isVisible(),
      'the signed-in visitor’s header offers 登录',
    ).toBe(false)
  })
})
