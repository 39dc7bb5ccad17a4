import type { Locator, Page } from '@playwright/test'

/**
 * Waits until the open popup of class `kind` (a menu, a select's list) has settled: antd's opening
 * motion over and the popup in the same place on two frames in a row (and, given the `trigger` it
 * opens under, right under or above it), as a person sees it before choosing. Chosen earlier, a
 * click can land while the motion and the popup's alignment are still moving the entry: with both
 * cores busy, a 退出登录 click was lost that way and the menu stayed open (once in 96
 * logouts).
 */
async function waitForPopup(page: Page, kind: string, trigger?: Locator | null) {
  const handle = trigger ? await trigger.elementHandle() : null
  await page.waitForFunction(
    ([kind, trigger]) => {
      const popup = [...document.getElementsByClassName(kind)].find(
        (el) => !el.classList.contains(`${kind}-hidden`),
      ) as HTMLElement | undefined
      if (!popup || /-(appear|enter|leave)\b/.test(popup.className)) return false
      const box = popup.getBoundingClientRect()
      const place = `${box.top},${box.left},${box.width},${box.height}`
      const still = popup.dataset.e2ePlace === place
      popup.dataset.e2ePlace = place
      if (!still) return false
      if (!trigger) return true
      const near = (gap: number) => gap >= -2 && gap <= 12
      const from = (trigger as Element).getBoundingClientRect()
      return near(box.top - from.bottom) || near(from.top - box.bottom)
    },
    [kind, handle] as const,
    { polling: 'raf' },
  )
}

/** Waits for the open dropdown menu to settle (`trigger`: the button it opened under). */
export function waitForMenu(page: Page, trigger?: Locator | null) {
  return waitForPopup(page, 'ant-dropdown', trigger)
}

type Entry = string | Parameters<Page['getByRole']>[1]

/**
 * Opens a menu with a click on `opener` and chooses `entry` (a name, or getByRole's options).
 * `{ button: 'right' }` opens a context menu, which shows at the pointer instead of the opener.
 */
export async function chooseInMenu(
  page: Page,
  opener: Locator,
  entry: Entry,
  click?: Parameters<Locator['click']>[0],
) {
  await opener.click(click)
  await waitForMenu(page, click?.button === 'right' ? null : opener)
  await page.getByRole('menuitem', typeof entry === 'string' ? { name: entry } : entry).click()
}

/** Waits for the open select's list (a Select's, a TreeSelect's) to settle. */
export function waitForSelectList(page: Page) {
  return waitForPopup(page, 'ant-select-dropdown')
}

/**
 * Picks the option with text `option` (a string or a RegExp) in the select `box`, typing `search`
 * first if given. The select stays open for a multiple select; Escape closes it.
 */
export async function pickOption(
  page: Page,
  box: Locator,
  option: string | RegExp,
  search?: string,
) {
  await box.click()
  if (search !== undefined) await box.fill(search)
  await waitForSelectList(page)
  await page.locator('.ant-select-item-option').filter({ hasText: option }).click()
}
