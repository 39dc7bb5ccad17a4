import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { playPastPreview, serveClip } from './support/serve-clip'

/** Role and name of the focused element, as a screen reader would announce it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase(),
      name: el?.getAttribute('aria-label') ?? el?.getAttribute('placeholder') ?? '',
      inPlayer: !!el?.closest('.xgplayer'),
    }
  })

/** Presses Tab until the focus is on `name` in the player (at most `max` times). */
async function tabTo(page: Page, name: string, max = 8) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (now.inPlayer && now.name === name) return now
  }
  throw new Error(
    `Tab never reached ${name}; the focus is on ${JSON.stringify(await focused(page))}`,
  )
}

async function openCourseByKeyboard(page: Page) {
  await page.goto('/firstclassindex')
  const course = page.getByRole('region', { name: '精选好课' }).getByRole('button').first()
  await course.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '课程播放' })
  await expect(dialog.locator('.xgplayer-start')).toBeVisible()
  return { course, dialog }
}

test('the play dialog by keyboard: Tab reaches the controls, Enter plays, Esc closes', async ({
  page,
  context,
  shot,
}) => {
  // a 40 s clip, so that a seek does not run into the end of the 4 s sample
  await context.route('**/mock/media/*.mp4', serveClip)
  const { course, dialog } = await openCourseByKeyboard(page)
  const video = dialog.locator('video')
  await tabTo(page, '播放')
  await video.evaluate((v: HTMLVideoElement) => (v.muted = true))
  await page.keyboard.press('Enter')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
  // the start layer goes away: the focus is on the bar's play button, now a pause button
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', '暂停')

  await tabTo(page, '播放进度')
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime)
  await page.keyboard.press('ArrowRight')
  const after = await video.evaluate((v: HTMLVideoElement) => v.currentTime)
  expect(after, `ArrowRight seeks: ${before} -> ${after}`).toBeGreaterThanOrEqual(before + 4)
  const names = []
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    names.push((await focused(page)).name)
  }
  expect(names, 'speed, quality, volume and full screen by Tab, in visual order').toEqual([
    '播放速度：1x',
    '清晰度：原画',
    '静音',
    '全屏',
  ])
  // the control bar stays visible while the focus is in it, also after xgplayer's idle timeout
  await page.waitForTimeout(3500)
  const opacity = await dialog
    .locator('.xgplayer-controls')
    .evaluate((el) => getComputedStyle(el).opacity)
  expect(opacity, 'control bar hidden while focused').toBe('1')
  await shot('course-play-keyboard', { window: true })

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // the focus goes back to the course it was opened from
  await expect(course).toBeFocused()
})

test('the seeded 40 s clip lets a guest reach the 30 s preview limit (no test fixture)', async ({
  page,
}) => {
  await page.goto('/home')
  const hot = page.getByRole('region', { name: '热门课程', exact: true })
  await hot
    .getByRole('button', { name: /人学习/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: '课程播放' })
  const video = await playPastPreview(dialog)
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration)
  expect(duration, 'the first hot course lasts more than 30 s').toBeGreaterThan(30)
})

test('Esc closes the play dialog with the focus in the player', async ({ page }) => {
  const { dialog } = await openCourseByKeyboard(page)
  await tabTo(page, '播放')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('logging in from the player prompt: focus in the username field, no early error', async ({
  page,
  context,
}) => {
  await context.route('**/mock/media/*.mp4', serveClip)
  const { dialog } = await openCourseByKeyboard(page)
  await playPastPreview(dialog)
  const prompt = dialog.getByRole('alertdialog', { name: '试看已结束' })
  await page.waitForFunction(() =>
    document.activeElement?.closest('[role=alertdialog]')?.contains(document.activeElement),
  )
  expect(
    await page.evaluate(() => document.activeElement?.textContent ?? ''),
    'the prompt focuses its 登录 button',
  ).toMatch(/登\s*录/)
  await page.keyboard.press('Enter')
  const login = page.getByRole('dialog', { name: '培训登录' })
  await expect(login).toBeVisible()
  await expect(dialog).toBeHidden()
  // both dialogs have finished their animations
  await page.waitForTimeout(800)
  const now = await focused(page)
  expect(now.name, 'focus after the dialogs settle: ' + JSON.stringify(now)).toBe('用户名')
  expect(await login.getByText('请输入用户名').isVisible(), 'an error the user did not cause').toBe(
    false,
  )
  await expect(prompt).toHaveCount(0)
})
