import { waitForPath } from './assert.mjs'
import { chooseInMenu } from './dropdown.mjs'

/** Chooses `entry` in the navbar's user-centre menu; the menu closes, then `done` is waited for. */
export async function chooseInUserMenu(page, entry, done) {
  await chooseInMenu(page, page.getByRole('button', { name: /用户中心/ }), entry)
  await page.getByRole('menuitem', { name: entry }).waitFor({ state: 'hidden' })
  await done()
}

/** Logs out through the user-centre menu and waits for /home. */
export function logoutByMenu(page) {
  return chooseInUserMenu(page, '退出登录', () => waitForPath(page, '/home'))
}
