import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { expectPath } from './support/login'
import { noSeriousA11yViolations } from './support/page-checks'
import { playPastPreview, serveClip } from './support/serve-clip'

const COURSE = /新《安全生产法》要点解读/

async function waitForImages(page: Page) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
}

test('the first classroom shows its sections and fits a phone', async ({ page, shot }) => {
  await page.goto('/firstclassindex')
  for (const title of ['精选好课', '新课推荐', '免费好课']) {
    await expect(
      page.getByRole('region', { name: title }).getByRole('button').first(),
    ).toBeVisible()
  }
  await expect(
    page.getByRole('region', { name: '合作单位' }).getByRole('img').first(),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: '推荐课程' }).locator('.course-card').first(),
  ).toBeVisible()
  await waitForImages(page)
  await shot('firstclassindex')
  await noSeriousA11yViolations(page, '1440 px')
  // 360 px high; below 992 px the 10:3 shape of the pictures, which fill it
  const banners = page.getByRole('region', { name: '第一课堂轮播图' })
  const wide = (await banners.boundingBox())!
  expect(wide.height, 'the banners are 360 px high at 1440 px').toBe(360)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(300)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow, 'horizontal scroll at 390 px').toBeLessThanOrEqual(0)
  const narrow = (await banners.boundingBox())!
  const picture = await banners.getByRole('img').boundingBox()
  expect(
    Math.abs(narrow.height - (narrow.width * 3) / 10),
    `the banners at 390 px: ${narrow.width} x ${narrow.height}, not 10:3`,
  ).toBeLessThan(1)
  expect(picture, "the banner's picture at 390 px").toEqual(narrow)
  await shot('firstclassindex-390')
  await noSeriousA11yViolations(page, '390 px')
})

test('a guest is stopped after 30 s of a course and asked to log in', async ({
  page,
  context,
  shot,
}) => {
  // on the context: the MSW service worker fetches the media, and page routes do not see its requests
  await context.route('**/mock/media/*.mp4', serveClip)
  await page.goto('/firstclassindex')
  await page.getByRole('region', { name: '精选好课' }).getByRole('button', { name: COURSE }).click()
  const dialog = page.getByRole('dialog', { name: '课程播放' })
  const video = await playPastPreview(dialog)
  const state = await video.evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    time: v.currentTime,
  }))
  expect(state.paused, 'the video still plays after 30 s').toBe(true)
  expect(state.time, 'stopped at 29.5-30.5 s').toBeGreaterThanOrEqual(29.5)
  expect(state.time, 'stopped at 29.5-30.5 s').toBeLessThanOrEqual(30.5)
  await shot('course-play-guest-limit')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(300)
  await shot('course-play-390', { window: true })

  // playing on is blocked again
  await dialog.getByRole('button', { name: /取\s*消/ }).click()
  await video.evaluate((v: HTMLVideoElement) => v.play().catch(() => {}))
  await expect(dialog.getByRole('alertdialog', { name: '试看已结束' })).toBeVisible()
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused), 'a guest could play on').toBe(
    true,
  )

  // logging in from the prompt goes on with this course, not to the dashboard
  await dialog.getByRole('button', { name: /登\s*录/ }).click()
  const login = page.getByRole('dialog', { name: '培训登录' })
  await expect(login).toBeVisible()
  await expect(dialog).toBeHidden()
  await login.getByPlaceholder('用户名').fill('learner')
  await login.getByPlaceholder('密码').fill('Learner@123')
  await login.getByRole('button', { name: /登\s*录/ }).click()
  await expectPath(page, '/trainres/study')
  expect(new URL(page.url()).search, 'the course of the player: ' + page.url()).toBe('?id=1001')
})

test('a guest entering full screen is asked to log in', async ({ page }) => {
  await page.goto('/firstclassindex')
  await page.getByRole('region', { name: '新课推荐' }).getByRole('button').first().click()
  const dialog = page.getByRole('dialog', { name: '课程播放' })
  await expect(dialog.locator('video')).toBeAttached()
  // xgplayer shows its control bar once playback has started
  await dialog.locator('video').evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play()
  })
  await dialog.locator('.video-player__stage').hover()
  await dialog.locator('.xgplayer-fullscreen').click()
  await expect(dialog.getByRole('alertdialog', { name: '登录后可全屏观看' })).toBeVisible()
  await page.waitForFunction(() => !document.fullscreenElement)
  expect(
    await dialog.locator('video').evaluate((v: HTMLVideoElement) => v.paused),
    'the video plays on after full screen',
  ).toBe(true)
})
