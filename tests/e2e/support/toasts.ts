// antd's toasts (message) in the journeys.
import { expect, type Page } from '@playwright/test'

/**
 * Does `action`, then waits for a toast saying `text` that was not on screen before it. A toast
 * stays a few seconds: a journey that saves twice in a row still shows the first save's 保存成功
 * when the second one's appears, and a plain wait for the text found the old one (or two of
 * them, and failed).
 */
export async function toastAfter(page: Page, text: string, action: () => Promise<unknown>) {
  await page.evaluate(() =>
    document
      .querySelectorAll('.ant-message-notice')
      .forEach((notice) => notice.setAttribute('data-seen', '')),
  )
  await action()
  await expect(
    page.locator('.ant-message-notice:not([data-seen])').getByText(text, { exact: true }),
  ).toBeVisible()
}
