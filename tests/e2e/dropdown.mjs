/**
 * Waits until the open dropdown menu has settled: antd's opening motion over and the popup in the
 * same place on two frames in a row (and, given its `trigger`, right under it), as a person sees
 * it before choosing. Chosen earlier, a click can land while the motion and the popup's alignment
 * are still moving the entry: with both cores busy, a 退出登录 click was lost that way and the
 * menu stayed open (once in about 70 logouts).
 */
export async function waitForMenu(page, trigger) {
  const handle = trigger ? await trigger.elementHandle() : null
  await page.waitForFunction(
    (trigger) => {
      const popup = [...document.querySelectorAll('.ant-dropdown')].find(
        (el) => !el.classList.contains('ant-dropdown-hidden'),
      )
      if (!popup || /-(appear|enter|leave)\b/.test(popup.className)) return false
      const box = popup.getBoundingClientRect()
      const place = `${box.top},${box.left},${box.width},${box.height}`
      const still = popup.dataset.e2ePlace === place
      popup.dataset.e2ePlace = place
      if (!still) return false
      if (!trigger) return true
      // under it, or above it when there is no room below
      const near = (gap) => gap >= -2 && gap <= 12
      const from = trigger.getBoundingClientRect()
      return near(box.top - from.bottom) || near(from.top - box.bottom)
    },
    handle,
    { polling: 'raf' },
  )
}

/**
 * Opens a menu with a click on `opener` and chooses `entry` (a name, or getByRole's options).
 * `{ button: 'right' }` opens a context menu, which shows at the pointer instead of the opener.
 */
export async function chooseInMenu(page, opener, entry, click) {
  await opener.click(click)
  await waitForMenu(page, click?.button === 'right' ? null : opener)
  await page.getByRole('menuitem', typeof entry === 'string' ? { name: entry } : entry).click()
}
