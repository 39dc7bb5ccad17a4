import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { expectPath } from './support/login'
import { serveClip } from './support/serve-clip'
import { fitsPhone, noSeriousA11yViolations } from './support/page-checks'

const main = (page: Page) => page.locator('#app-main')
const sidebar = (page: Page) => page.getByLabel('侧边栏').first()
/** The navbar's bell: its name says how many messages are unread. */
const bell = (page: Page) => page.getByRole('link', { name: /^消息中心/ }).first()

/** The unread count the navbar's bell announces. */
async function unreadCount(page: Page) {
  const label = await bell(page).getAttribute('aria-label')
  return Number(/(\d+) 条未读/.exec(label ?? '')?.[1] ?? 0)
}

/** Every script or style the page asked for, in order (the heavy libraries are lib-* chunks). */
function recordFiles(page: Page) {
  const files: string[] = []
  page.on('request', (r) => {
    if (/\.(js|css)(\?|$)/.test(r.url())) files.push(new URL(r.url()).pathname)
  })
  return files
}

/** The player's time and full-screen controls are on its bar, inside the player, on a phone. */
async function playerControlsFit(page: Page) {
  const player = main(page).locator('.xgplayer').first()
  await player.hover()
  const frame = (await player.boundingBox())!
  for (const control of ['.xgplayer-time', '.xgplayer-fullscreen', '.xgplayer-play']) {
    const box = await player.locator(control).first().boundingBox()
    expect(
      !!box &&
        box.width > 0 &&
        box.x >= frame.x &&
        box.x + box.width <= frame.x + frame.width &&
        box.y + box.height <= frame.y + frame.height,
      `player control ${control} shown inside the player at 390 px (${JSON.stringify(box)})`,
    ).toBe(true)
  }
}

async function waitForDashboard(page: Page) {
  await expect(
    main(page).locator('.study-figures__box .ant-statistic-content').first(),
  ).toBeVisible()
  await expect(main(page).locator('.ranking-list__item').first()).toBeVisible()
  await expect(main(page).getByRole('heading', { name: '我的首页', level: 1 })).toBeVisible()
}

test.describe('as learner', () => {
  test.use({ signedInAs: 'learner' })

  test('learner: dashboard without a chart, a course from my study, the heartbeat, a note, a message read', async ({
    page,
    context,
    shot,
  }) => {
    // the mock clips last seconds; a heartbeat needs media still playing when it ticks
    await context.route('**/mock/media/*.mp4', serveClip)
    await page.clock.install()
    const files = recordFiles(page)
    const study: { id: unknown; guid?: string; speed?: number }[] = []
    page.on('request', (r) => {
      if (/\/Train_Res\/Study$/.test(new URL(r.url()).pathname)) study.push(r.postDataJSON())
    })

    await page.goto('/dashboard')
    await waitForDashboard(page)
    await expect(main(page).getByText('累计学习课程')).toBeVisible()
    await expect(main(page).getByRole('tab', { name: '我的学习' })).toBeVisible()
    expect(
      await main(page).getByRole('tab', { name: '项目统计' }).count(),
      'no statistics tab',
    ).toBe(0)
    // a chart would be drawn by now
    await page.waitForTimeout(500)
    expect(await main(page).locator('canvas').count(), 'a learner’s dashboard draws no chart').toBe(
      0,
    )
    expect(
      files.filter((f) => /lib-echarts/.test(f)),
      'a learner never loads echarts',
    ).toEqual([])
    const carousel = main(page).getByRole('region', { name: '首页轮播' })
    const banner = (await carousel.boundingBox())!
    const picture = await carousel.getByRole('img').boundingBox()
    expect(banner.height, 'the carousel is 180 px high').toBe(180)
    expect(picture, "the banner's picture fills the carousel").toEqual(banner)
    await noSeriousA11yViolations(page, 'learner dashboard')
    await shot('dashboard-learner-1440')
    await fitsPhone(page, shot, 'dashboard-learner-390')
    await noSeriousA11yViolations(page, 'learner dashboard 390 px')
    await page.setViewportSize({ width: 1440, height: 900 })

    // my study by its url
    await page.goto('/study/index')
    await expect(main(page).locator('.study-course').first()).toBeVisible()
    await noSeriousA11yViolations(page, 'my study')
    await fitsPhone(page, shot, 'my-study-390')
    await noSeriousA11yViolations(page, 'my study 390 px')
    await page.setViewportSize({ width: 1440, height: 900 })
    await main(page)
      .getByRole('link', { name: /继续学习|开始学习/ })
      .first()
      .click()
    await expectPath(page, '/trainres/study')
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
    const video = main(page).locator('video')
    await expect(video).toBeAttached()
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true
      if (v.readyState < 1)
        await new Promise((resolve) =>
          v.addEventListener('loadedmetadata', resolve, { once: true }),
        )
      await v.play()
    })
    // one heartbeat interval of the mock (GetStudyInterval answers 60 s) while the video plays
    await page.clock.runFor('01:05')
    await expect
      .poll(() => study.length, { message: 'a Study heartbeat is sent while the course plays' })
      .toBeGreaterThan(0)
    const id = new URL(page.url()).searchParams.get('id')
    expect(String(study[0].id), `Study carries the course id (${JSON.stringify(study[0])})`).toBe(
      id,
    )
    expect(
      !!study[0].guid && study[0].speed === 1,
      'Study carries the visit guid and the speed',
    ).toBe(true)
    expect(
      files.some((f) => /lib-xgplayer/.test(f)),
      'the study page plays through xgplayer',
    ).toBe(true)

    const note = `e2e 笔记 ${Date.now()}`
    await main(page).getByRole('textbox', { name: '笔记内容' }).fill(note)
    await main(page).getByRole('button', { name: '保存笔记' }).click()
    await expect(main(page).getByRole('list', { name: '笔记列表' }).getByText(note)).toBeVisible()
    await video.evaluate((v: HTMLVideoElement) => v.pause())
    // the 保存成功 toast fades out after 2 s; axe would measure it half transparent
    await expect(page.locator('.ant-message-notice')).toHaveCount(0)
    await noSeriousA11yViolations(page, 'study page')
    await shot('study-1440')
    await fitsPhone(page, shot, 'study-390')
    await noSeriousA11yViolations(page, 'study page 390 px')
    await playerControlsFit(page)
    await page.setViewportSize({ width: 1440, height: 900 })

    const before = await unreadCount(page)
    expect(before, 'the learner has unread messages').toBeGreaterThan(0)
    await bell(page).click()
    await expectPath(page, '/ydmessage/index')
    const list = main(page).locator('.ant-table-row')
    await expect(list.first()).toBeVisible()
    await noSeriousA11yViolations(page, 'message centre')
    await shot('messages-1440')
    await fitsPhone(page, shot, 'messages-390')
    await noSeriousA11yViolations(page, 'message centre 390 px')
    await page.setViewportSize({ width: 1440, height: 900 })
    // an unread message opens in place, or goes to the page its link names
    await list.filter({ hasText: '未读' }).first().locator('.message-title').click()
    await expect
      .poll(() => unreadCount(page), { message: 'one message fewer unread' })
      .toBe(before - 1)
  })

  test('a message about an exam is one click from its 开始考试', async ({ page }) => {
    await page.goto('/ydmessage/index')
    const row = main(page).locator('.ant-table-row').filter({ hasText: '考试提醒' }).first()
    await row.locator('.message-title').click()
    await expectPath(page, '/ysUserExam/exam')
    // no paper in progress: the exam's detail opens by itself, its start button ready
    const detail = page.getByRole('dialog', { name: '考试详情' })
    await expect(detail.getByText('考试须知')).toBeVisible()
    await expect(detail.getByRole('button', { name: '开始考试' }), '开始考试 works').toBeEnabled()
  })

  test('a menu url mapped in menu-map.json opens the mapped page', async ({ page, context }) => {
    // an operator maps 我的学习's url to the regulations page, without a rebuild
    await context.route('**/menu-map.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ '/study/index': 'regulations' }),
      }),
    )
    await page.goto('/dashboard')
    await sidebar(page).getByText('学习中心').click()
    await sidebar(page).getByRole('link', { name: '我的学习' }).click()
    await expectPath(page, '/study/index')
    await expect(
      main(page).getByRole('list', { name: '规章制度文件' }).getByRole('link').first(),
    ).toBeVisible()
    expect(await main(page).locator('.study-course').count(), 'not the my-study page').toBe(0)
  })

  test('a menu url mapped to no page says which url and how to map it', async ({ page, shot }) => {
    await page.goto('/dashboard')
    await expect(sidebar(page).getByText('学习中心')).toBeVisible()
    // the backend renames 学习排行's url to one the app has never seen (the mock keeps its state
    // in localStorage; the reload reads it)
    await page.evaluate(() => {
      type Menu = { url: string; child?: Menu[] }
      const key = 'yd-mock-db-v2'
      const state = JSON.parse(localStorage.getItem(key)!)
      const rename = (items: Menu[]) =>
        items.forEach((m) => {
          if (m.url === '/study/ranking') m.url = '/Study/LegacyRanking'
          rename(m.child ?? [])
        })
      rename(state.menus)
      localStorage.setItem(key, JSON.stringify(state))
    })
    await page.reload()
    await sidebar(page).getByText('学习中心').click()
    await sidebar(page).getByRole('link', { name: '学习排行' }).click()
    await expectPath(page, '/Study/LegacyRanking')
    await expect(main(page).getByText('/Study/LegacyRanking').first()).toBeVisible()
    // the page tells the url is mapped to nothing (not that the map could not be read)
    await expect(main(page).getByText(/尚未对应到任何页面/)).toBeVisible()
    await expect(main(page).getByText('menu-map.json').first()).toBeVisible()
    await noSeriousA11yViolations(page, 'unmapped menu url')
    await shot('unmapped-1440')
    await fitsPhone(page, shot, 'unmapped-390')
    await noSeriousA11yViolations(page, 'unmapped menu url 390 px')
  })

  test('learner: my exams, ranking, regulations, profile and a notice pass axe and fit a phone', async ({
    page,
    shot,
  }) => {
    const pages = [
      ['/exam/index', main(page).locator('tr.ant-table-row').first(), 'my-exams'],
      ['/study/ranking', main(page).locator('.ranking-list__item').first(), 'ranking'],
      [
        '/study/regulation',
        main(page).getByRole('list', { name: '规章制度文件' }).getByRole('link').first(),
        'regulations',
      ],
      ['/profile/index', main(page).locator('.study-figures__box').first(), 'profile'],
      [
        '/ydnotice/showview?noticeSysCode=NT20260001',
        main(page).getByRole('heading', { level: 1 }),
        'notice-view',
      ],
    ] as const
    for (const [path, content, name] of pages) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      await expect(content).toBeVisible()
      await noSeriousA11yViolations(page, name)
      await shot(`${name}-1440`)
      await fitsPhone(page, shot, `${name}-390`)
      await noSeriousA11yViolations(page, `${name} 390 px`)
    }
    // on a phone the exams' table scrolls sideways, and each exam's enter button stays on screen
    await page.goto('/exam/index')
    for (const exam of ['新员工岗前安全考试', '2026年度工伤预防知识考试']) {
      const enter = main(page).getByRole('button', { name: new RegExp(`：${exam}$`) })
      const box = (await enter.boundingBox())!
      expect(box.x >= 0 && box.x + box.width <= 390, `${exam}'s button at 390 px: ${box.x}`).toBe(
        true,
      )
    }
    // and an exam's handed-in papers open from its 成绩记录 without a sideways scroll
    await main(page).getByRole('button', { name: '成绩记录' }).first().click()
    const papers = main(page).getByRole('table', { name: '新员工岗前安全考试 成绩记录' })
    const view = (await papers.getByRole('link', { name: '查看试卷' }).first().boundingBox())!
    expect(view.x >= 0 && view.x + view.width <= 390, `查看试卷 at 390 px: ${view.x}`).toBe(true)
  })
})

test.describe('as company', () => {
  test.use({ signedInAs: 'company' })

  test('company admin: the statistics chart draws after the cards', async ({ page, shot }) => {
    const files = recordFiles(page)
    await page.goto('/dashboard')
    await waitForDashboard(page)
    await expect(
      main(page).getByText('总学员数').or(main(page).getByText('学员总数')).first(),
    ).toBeVisible()
    const chart = main(page).locator('canvas').first()
    await expect(chart).toBeVisible()
    const box = await chart.boundingBox()
    expect(
      !!box && box.width > 200 && box.height > 150,
      `the chart has a size (${JSON.stringify(box)})`,
    ).toBe(true)
    expect(
      files.some((f) => /lib-echarts/.test(f)),
      'the chart comes from the echarts chunk',
    ).toBe(true)
    await noSeriousA11yViolations(page, 'admin dashboard')
    await shot('dashboard-admin-1440')
    await fitsPhone(page, shot, 'dashboard-admin-390')
    await noSeriousA11yViolations(page, 'admin dashboard 390 px')
  })
})
