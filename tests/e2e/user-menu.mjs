import { waitForPath } from './assert.mjs'

/**
 * Chooses `entry` in the navbar's user-centre menu, then waits for `done`. Tried up to three
 * times: on a busy runner a click can land while the dropdown is still opening and be lost.
 */
export async function chooseInUserMenu(page, entry, done) {
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: /用户中心/ }).click()
    await page.getByRole('menuitem', { name: entry }).click()
    try {
      await done()
      return
    } catch (error) {
      if (attempt === 3) throw error
      await page.keyboard.press('Escape')
    }
  }
}

/** Logs out through the user-centre menu and waits for /home. */
export function logoutByMenu(page) {
  return chooseInUserMenu(page, '退出登录', () => waitForPath(page, '/home', 5000))
}
