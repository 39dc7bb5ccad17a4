// The page as a visitor finds it before the app has started: what the first script does then is
// checked for certain, not by chance of timing.
import { expect, type Page } from '@playwright/test'

/**
 * Holds every script of the build but the pages' first scripts (the route preload, and home.html's
 * own, which shows its lists) until the returned release() is called.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/\/(route-preload|home-fill)-[^/]+\.js$/.test(route.request().url())) await released
    await route.continue()
  })
  return release
}

/**
 * Waits until the app has taken over the page served prerendered (login.html, home.html): the
 * mark <html data-prerendered> goes with the app's first page.
 */
export const appStarted = (page: Page) =>
  expect(page.locator('html')).not.toHaveAttribute('data-prerendered')

/**
 * The app's page once every part of it has come: nothing on it is loading any more (a section's
 * answer, a lazy part). What comes after the app's start changes the page's layout as it comes.
 * antd's Skeleton, which the home page's banner and the header's links show meanwhile, has no
 * role.
 */
export async function appSettled(page: Page) {
  await appStarted(page)
  await expect(page.locator('[aria-busy="true"], .ant-skeleton')).toHaveCount(0)
}
