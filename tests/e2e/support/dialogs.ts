// antd dialogs in the journeys: a click lands only once a dialog stands still.
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * `dialog` once its opening animation is over: a click while antd's zoom still scales it can land
 * beside the button (on the mask) and do nothing. A confirm's mask does not close it, so such a
 * click left the confirm open and the journey waiting for what 确定 does.
 */
export async function opened(page: Page, dialog: Locator) {
  await expect(dialog.and(page.locator(':not(.ant-zoom)'))).toBeVisible()
  return dialog
}

/** The confirm that asks `question`: its 确定 is clicked once it stands still, and it closes. */
export async function confirm(page: Page, question: string) {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: question })
  await (await opened(page, dialog)).getByRole('button', { name: /^确\s*定$/ }).click()
  await expect(dialog).toBeHidden()
}
