// What a failed journey's page showed and went through, attached to the failure (the list
// reporter prints it under the error): a CI run keeps the log, not the trace, and a failure seen
// once must be explainable from the log alone.
import type { Page } from '@playwright/test'

const KEPT = 8

/**
 * Starts noting what happens on `page`: its navigations and reloads, console errors and warnings,
 * requests that failed or were answered 4xx/5xx (the last few of each are kept).
 */
export function watchPage(page: Page): string[] {
  const notes: string[] = []
  const note = (text: string) => {
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

const unreadable = (e: unknown) =>
  `(unreadable: ${String((e as Error)?.message ?? e).split('\n')[0]})`

/** The page's address, the text on screen, the toasts shown and the last notes, as lines. */
export async function reportOf(page: Page, notes: string[]): Promise<string[]> {
  if (page.isClosed()) return ['(the page was closed)', ...notes.slice(-KEPT)]
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .then((t) => t.replace(/\s+/g, ' ').trim().slice(0, 500))
    .catch(unreadable)
  const toasts = await page
    .locator('.ant-message-notice, .ant-notification-notice')
    .allInnerTexts()
    .then((all) => all.map((t) => t.replace(/\s+/g, ' ').trim()).join(' | ') || '(none)')
    .catch(unreadable)
  return [`at ${page.url()}`, `on screen: ${text}`, `toasts: ${toasts}`, ...notes.slice(-KEPT)]
}
