import { readFileSync } from 'node:fs'
import { expect, type Locator, type Route } from '@playwright/test'

// The mock sample media last 4-5 s; this 40 s clip (h264/aac, 15 KB) lets the 30 s guest limit be reached.
const LONG_CLIP = readFileSync(new URL('../media/preview-40s.mp4', import.meta.url))

/** Serves the long clip with byte ranges, as a real media server does (seeking needs them). */
export function serveClip(route: Route) {
  const total = LONG_CLIP.length
  const headers = { 'accept-ranges': 'bytes', 'content-type': 'video/mp4' }
  const range = /bytes=(\d*)-(\d*)/.exec(route.request().headers().range ?? '')
  if (!range) return route.fulfill({ status: 200, headers, body: LONG_CLIP })
  const start = range[1] ? Number(range[1]) : 0
  const end = range[2] ? Math.min(Number(range[2]), total - 1) : total - 1
  return route.fulfill({
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${total}` },
    body: LONG_CLIP.subarray(start, end + 1),
  })
}

/**
 * In the open 课程播放 dialog, plays from 29 s and waits for the guest prompt; returns the video.
 * Call `context.route('**\/mock/media/*.mp4', serveClip)` first: the MSW service worker fetches the
 * media, and page routes do not see its requests.
 */
export async function playPastPreview(dialog: Locator) {
  const video = dialog.locator('video')
  await expect(video).toBeAttached()
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true
    if (v.readyState < 1)
      await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }))
    v.currentTime = 29
    await v.play()
  })
  const prompt = dialog.getByRole('alertdialog', { name: '试看已结束' })
  await expect(prompt)
    .toBeVisible({ timeout: 10_000 })
    .catch(async (e: Error) => {
      const media = await video.evaluate((v: HTMLVideoElement) => ({
        time: v.currentTime,
        duration: v.duration,
        paused: v.paused,
        error: v.error?.message,
      }))
      throw new Error(`${e.message}\nmedia: ${JSON.stringify(media)}`)
    })
  return video
}
