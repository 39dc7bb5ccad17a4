import { expect, type Page } from '@playwright/test'
import { chooseInMenu } from './dropdown'
import { expectPath } from './login'

/** Chooses `entry` in the navbar's user-centre menu; the menu closes, then `done` is waited for. */
export async function chooseInUserMenu(page: Page, entry: string, done: () => Promise<unknown>) {
  await chooseInMenu(page, page.getByRole('button', { name: /用户中心/ }), entry)
  await expect(page.getByRole('menuitem', { name: entry })).toBeHidden()
  await done()
}

/** Logs out through the user-centre menu and waits for /home. */
export function logoutByMenu(page: Page) {
  return chooseInUserMenu(page, '退出登录', () => expectPath(page, '/home'))
}
