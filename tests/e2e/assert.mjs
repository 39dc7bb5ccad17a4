/** Tiny assertion helpers for the journeys. */
export function assert(condition, message) {
  if (!condition) throw new Error(message)
}

/** Waits until the page URL's pathname equals `path`. */
export async function waitForPath(page, path, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout })
}
