// What a failed journey's page showed and went through, printed with the failure: a CI run keeps
// the log, not the screenshot, and a failure seen once must be explainable from the log alone.

const KEPT = 8

/**
 * Starts noting what happens on `page`: its navigations and reloads, console errors and warnings,
 * requests that failed or were answered 4xx/5xx (the last few of each are kept).
 */
export function watchPage(page) {
  const notes = []
  const note = (text) => {
    notes.push(`${new Date().toISOString().slice(11, 23)} ${text.slice(0, 200)}`)
    if (notes.length > KEPT * 3) notes.shift()
  }
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`page ${frame.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()} ${message.text()}`)
  })
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  return notes
}

/** The page's address, the text on screen and the last notes, as lines for the log. */
export async function reportOf(page, notes) {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .then((t) => t.replace(/\s+/g, ' ').trim().slice(0, 500))
    .catch((e) => `(unreadable: ${String(e?.message ?? e).split('\n')[0]})`)
  return [`at ${page.url()}`, `on screen: ${text}`, ...notes.slice(-KEPT)]
}
