import { fileURLToPath } from 'node:url'
import { assert } from './assert.mjs'
import { playPastPreview, serveClip } from './fixtures/serve-clip.mjs'

/** Role and name of the focused element, as a screen reader would announce it. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase(),
      name: el?.getAttribute('aria-label') ?? el?.getAttribute('placeholder') ?? '',
      inPlayer: !!el?.closest('.xgplayer'),
    }
  })

/** Presses Tab until the focus is on `name` in the player (at most `max` times). */
async function tabTo(page, name, max = 8) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (now.inPlayer && now.name === name) return now
  }
  throw new Error(
    `Tab never reached ${name}; the focus is on ${JSON.stringify(await focused(page))}`,
  )
}

async function openCourseByKeyboard(page) {
  await page.goto('/firstclassindex')
  const course = page.getByRole('region', { name: '精选好课' }).getByRole('button').first()
  await course.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '课程播放' })
  await dialog.locator('.xgplayer-start').waitFor()
  return { course, dialog }
}

export const journeys = {
  async 'the play dialog by keyboard: Tab reaches the controls, Enter plays, Esc closes'({
    page,
    context,
  }) {
    // a 40 s clip, so that a seek does not run into the end of the 4 s sample
    await context.route('**/mock/media/*.mp4', serveClip)
    const { course, dialog } = await openCourseByKeyboard(page)
    const video = dialog.locator('video')
    await tabTo(page, '播放')
    await video.evaluate((v) => (v.muted = true))
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => !document.querySelector('[role=dialog] video')?.paused)
    // the start layer goes away: the focus is on the bar's play button, now a pause button
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '暂停')

    await tabTo(page, '播放进度')
    const before = await video.evaluate((v) => v.currentTime)
    await page.keyboard.press('ArrowRight')
    const after = await video.evaluate((v) => v.currentTime)
    assert(after >= before + 4, `ArrowRight seeks: ${before} -> ${after}`)
    const names = []
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      names.push((await focused(page)).name)
    }
    assert(
      names.join() === '播放速度：1x,清晰度：原画,静音,全屏',
      'speed, quality, volume and full screen by Tab, in visual order: ' + names,
    )
    // the control bar stays visible while the focus is in it, also after xgplayer's idle timeout
    await page.waitForTimeout(3500)
    const opacity = await dialog
      .locator('.xgplayer-controls')
      .evaluate((el) => getComputedStyle(el).opacity)
    assert(opacity === '1', `control bar hidden while focused (opacity ${opacity})`)
    // the viewport, not the full page: a full-page shot draws the fixed dialog at the wrong place
    await page.screenshot({
      path: fileURLToPath(
        new URL('../../test-results/e2e/course-play-keyboard.png', import.meta.url),
      ),
    })

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    // the focus goes back to the course it was opened from
    await page.waitForFunction((el) => el === document.activeElement, await course.elementHandle())
  },

  async 'the seeded 40 s clip lets a guest reach the 30 s preview limit (no test fixture)'({
    page,
  }) {
    await page.goto('/home')
    const hot = page.getByRole('region', { name: '热门课程', exact: true })
    await hot
      .getByRole('button', { name: /人学习/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: '课程播放' })
    const video = await playPastPreview(dialog)
    const duration = await video.evaluate((v) => v.duration)
    assert(duration > 30, `the first hot course lasts ${duration} s`)
  },

  async 'Esc closes the play dialog with the focus in the player'({ page }) {
    const { dialog } = await openCourseByKeyboard(page)
    await tabTo(page, '播放')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  },

  async 'logging in from the player prompt: focus in the username field, no early error'({
    page,
    context,
  }) {
    await context.route('**/mock/media/*.mp4', serveClip)
    const { dialog } = await openCourseByKeyboard(page)
    await playPastPreview(dialog)
    const prompt = dialog.getByRole('alertdialog', { name: '试看已结束' })
    await page.waitForFunction(() =>
      document.activeElement?.closest('[role=alertdialog]')?.contains(document.activeElement),
    )
    assert(
      /登\s*录/.test(await page.evaluate(() => document.activeElement?.textContent ?? '')),
      'the prompt focuses its 登录 button',
    )
    await page.keyboard.press('Enter')
    const login = page.getByRole('dialog', { name: '培训登录' })
    await login.waitFor()
    await dialog.waitFor({ state: 'hidden' })
    // both dialogs have finished their animations
    await page.waitForTimeout(800)
    const now = await focused(page)
    assert(now.name === '用户名', 'focus after the dialogs settle: ' + JSON.stringify(now))
    assert(!(await login.getByText('请输入用户名').isVisible()), 'an error the user did not cause')
    await prompt.waitFor({ state: 'detached' })
  },
}
