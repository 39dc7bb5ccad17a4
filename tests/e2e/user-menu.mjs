import { waitForPath } from './assert.mjs'

const USER_CENTRE = /用户中心/

/**
 * Opens the navbar's user-centre menu and waits until it has settled: its opening motion over and
 * the menu under its button, as a person sees it before choosing. Chosen earlier, a click could
 * land while antd's motion and the popup's alignment were still moving the entry (seen once in
 * about 70 logouts with both cores busy: the click was lost and the menu stayed open).
 */
async function openUserMenu(page) {
  const button = page.getByRole('button', { name: USER_CENTRE })
  await button.click()
  const handle = await button.elementHandle()
  await page.waitForFunction(
    (trigger) => {
      const popup = [...document.querySelectorAll('.ant-dropdown')].find(
        (el) => !el.classList.contains('ant-dropdown-hidden'),
      )
      if (!popup || /-(appear|enter|leave)\b/.test(popup.className)) return false
      const below = popup.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom
      return below >= -2 && below <= 12
    },
    handle,
    { polling: 'raf' },
  )
}

/** Chooses `entry` in the navbar's user-centre menu; the menu closes, then `done` is waited for. */
export async function chooseInUserMenu(page, entry, done) {
  await openUserMenu(page)
  const item = page.getByRole('menuitem', { name: entry })
  await item.click()
  await item.waitFor({ state: 'hidden' })
  await done()
}

/** Logs out through the user-centre menu and waits for /home. */
export function logoutByMenu(page) {
  return chooseInUserMenu(page, '退出登录', () => waitForPath(page, '/home'))
}
