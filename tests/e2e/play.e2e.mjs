import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { assert } from './assert.mjs'

// The mock sample media last 4-5 s; this 40 s clip (h264/aac, 15 KB) lets the 30 s guest limit be reached.
const LONG_CLIP = readFileSync(new URL('./fixtures/preview-40s.mp4', import.meta.url))

const COURSE = '新《安全生产法》要点解读'

/** Serves the long clip with byte ranges, as a real media server does (seeking needs them). */
function serveClip(route) {
  const total = LONG_CLIP.length
  const headers = { 'accept-ranges': 'bytes', 'content-type': 'video/mp4' }
  const range = /bytes=(\d*)-(\d*)/.exec(route.request().headers().range ?? '')
  if (!range) return route.fulfill({ status: 200, headers, body: LONG_CLIP })
  const start = range[1] ? Number(range[1]) : 0
  const end = range[2] ? Math.min(Number(range[2]), total - 1) : total - 1
  return route.fulfill({ status: 206, headers: { ...headers, 'content-range': `bytes ${start}-${end}/${total}` }, body: LONG_CLIP.subarray(start, end + 1) })
}

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

    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(300)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert(overflow <= 0, `horizontal scroll at 390 px: ${overflow} px`)
    await shot('firstclassindex-390')
  },

  async 'a guest is stopped after 30 s of a course and asked to log in'({ page, context, shot }) {
    // on the context: the MSW service worker fetches the media, and page routes do not see its requests
    await context.route('**/mock/media/*.mp4', serveClip)
    await page.goto('/firstclassindex')
    await page.getByRole('region', { name: '精选好课' }).getByRole('button', { name: COURSE }).click()
    const dialog = page.getByRole('dialog', { name: '课程播放' })
    const video = dialog.locator('video')
    await video.waitFor({ state: 'attached' })
    await video.evaluate(async (v) => {
      v.muted = true
      if (v.readyState < 1) await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }))
      v.currentTime = 29
      await v.play()
    })
    await dialog.getByRole('alertdialog', { name: '试看已结束' }).waitFor({ timeout: 10_000 }).catch(async (e) => {
      const media = await video.evaluate((v) => ({ time: v.currentTime, duration: v.duration, paused: v.paused, error: v.error?.message }))
      throw new Error(`${e.message}\nmedia: ${JSON.stringify(media)}`)
    })
    const state = await video.evaluate((v) => ({ paused: v.paused, time: v.currentTime }))
    assert(state.paused, 'the video still plays after 30 s')
    assert(state.time >= 29.5 && state.time <= 30.5, `stopped at ${state.time} s`)
    await shot('course-play-guest-limit')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(300)
    // the viewport, not the full page: a full-page shot draws the fixed dialog at the wrong place
    await page.screenshot({ path: fileURLToPath(new URL('../../test-results/e2e/course-play-390.png', import.meta.url)) })

    // playing on is blocked again
    await dialog.getByRole('button', { name: /取\s*消/ }).click()
    await video.evaluate((v) => v.play().catch(() => {}))
    await dialog.getByRole('alertdialog', { name: '试看已结束' }).waitFor()
    assert(await video.evaluate((v) => v.paused), 'a guest could play on')

    await dialog.getByRole('button', { name: /登\s*录/ }).click()
    await page.getByRole('dialog', { name: '培训登录' }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
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
    assert(await dialog.locator('video').evaluate((v) => v.paused), 'the video plays on after full screen')
  },
}
