import { waitForPath } from './assert.mjs'

/**
 * Chooses `entry` in the navbar's user-centre menu, then waits for `done`. A click that lands
 * closes the menu; on a busy runner a click can land while the dropdown is still opening and be
 * lost, leaving the menu open: only then is the entry chosen again (up to three times). Once the
 * menu has closed, `done` gets its whole timeout: a slow action (a call, a page's code arriving)
 * is never started a second time, which would restart what the first click began.
 */
export async function chooseInUserMenu(page, entry, done) {
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: /用户中心/ }).click()
    const item = page.getByRole('menuitem', { name: entry })
    await item.click()
    try {
      await item.waitFor({ state: 'hidden', timeout: 5000 })
      break
    } catch (error) {
      if (attempt === 3) throw error
      await page.keyboard.press('Escape')
      await item.waitFor({ state: 'hidden' })
    }
  }
  await done()
}

/** Logs out through the user-centre menu and waits for /home. */
export function logoutByMenu(page) {
  return chooseInUserMenu(page, '退出登录', () => waitForPath(page, '/home'))
}
