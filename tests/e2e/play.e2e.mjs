import { fileURLToPath } from 'node:url'
import { noSeriousA11yViolations } from './page-checks.mjs'
import { assert, waitForPath } from './assert.mjs'
import { playPastPreview, serveClip } from './fixtures/serve-clip.mjs'

const COURSE = /新《安全生产法》要点解读/

/** No serious or critical axe violations on the page as it is now. */

async function waitForImages(page) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
}

export const journeys = {
  async 'the first classroom shows its sections and fits a phone'({ page, shot }) {
    await page.goto('/firstclassindex')
    for (const title of ['精选好课', '新课推荐', '免费好课']) {
      await page.getByRole('region', { name: title }).getByRole('button').first().waitFor()
    }
    await page.getByRole('region', { name: '合作单位' }).getByRole('img').first().waitFor()
    await page.getByRole('region', { name: '推荐课程' }).locator('.course-card').first().waitFor()
    await waitForImages(page)
    await shot('firstclassindex')
    await noSeriousA11yViolations(page, '1440 px')
    // 360 px high; below 992 px the 10:3 shape of the pictures, which fill it
    const banners = page.getByRole('region', { name: '第一课堂轮播图' })
    const wide = await banners.boundingBox()
    assert(wide.height === 360, `the banners are ${wide.height} px high at 1440 px, not 360`)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(300)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    assert(overflow <= 0, `horizontal scroll at 390 px: ${overflow} px`)
    const narrow = await banners.boundingBox()
    const picture = await banners.getByRole('img').boundingBox()
    assert(
      Math.abs(narrow.height - (narrow.width * 3) / 10) < 1,
      `the banners at 390 px: ${narrow.width} x ${narrow.height}, not 10:3`,
    )
    assert(
      JSON.stringify(picture) === JSON.stringify(narrow),
      `the banner's picture at 390 px: ${JSON.stringify(picture)}`,
    )
    await shot('firstclassindex-390')
    await noSeriousA11yViolations(page, '390 px')
  },

  async 'a guest is stopped after 30 s of a course and asked to log in'({ page, context, shot }) {
    // on the context: the MSW service worker fetches the media, and page routes do not see its requests
    await context.route('**/mock/media/*.mp4', serveClip)
    await page.goto('/firstclassindex')
    await page
      .getByRole('region', { name: '精选好课' })
      .getByRole('button', { name: COURSE })
      .click()
    const dialog = page.getByRole('dialog', { name: '课程播放' })
    const video = await playPastPreview(dialog)
    const state = await video.evaluate((v) => ({ paused: v.paused, time: v.currentTime }))
    assert(state.paused, 'the video still plays after 30 s')
    assert(state.time >= 29.5 && state.time <= 30.5, `stopped at ${state.time} s`)
    await shot('course-play-guest-limit')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(300)
    // the viewport, not the full page: a full-page shot draws the fixed dialog at the wrong place
    await page.screenshot({
      path: fileURLToPath(new URL('../../test-results/e2e/course-play-390.png', import.meta.url)),
    })

    // playing on is blocked again
    await dialog.getByRole('button', { name: /取\s*消/ }).click()
    await video.evaluate((v) => v.play().catch(() => {}))
    await dialog.getByRole('alertdialog', { name: '试看已结束' }).waitFor()
    assert(await video.evaluate((v) => v.paused), 'a guest could play on')

    // logging in from the prompt goes on with this course, not to the dashboard
    await dialog.getByRole('button', { name: /登\s*录/ }).click()
    const login = page.getByRole('dialog', { name: '培训登录' })
    await login.waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await login.getByPlaceholder('用户名').fill('learner')
    await login.getByPlaceholder('密码').fill('Learner@123')
    await login.getByRole('button', { name: /登\s*录/ }).click()
    await waitForPath(page, '/trainres/study')
    assert(new URL(page.url()).search === '?id=1001', 'the course of the player: ' + page.url())
  },

  async 'a guest entering full screen is asked to log in'({ page }) {
    await page.goto('/firstclassindex')
    await page.getByRole('region', { name: '新课推荐' }).getByRole('button').first().click()
    const dialog = page.getByRole('dialog', { name: '课程播放' })
    await dialog.locator('video').waitFor({ state: 'attached' })
    // xgplayer shows its control bar once playback has started
    await dialog.locator('video').evaluate((v) => {
      v.muted = true
      return v.play()
    })
    await dialog.locator('.video-player__stage').hover()
    await dialog.locator('.xgplayer-fullscreen').click()
    await dialog.getByRole('alertdialog', { name: '登录后可全屏观看' }).waitFor()
    await page.waitForFunction(() => !document.fullscreenElement)
    assert(
      await dialog.locator('video').evaluate((v) => v.paused),
      'the video plays on after full screen',
    )
  },
}
