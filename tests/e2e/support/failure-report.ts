// What a failed journey's page showed and went through, attached to the failure (the list
// reporter prints it under the error): a CI run keeps the log, not the trace, and a failure seen
// once must be explainable from the log alone.
import type { Page, Request } from '@playwright/test'

const KEPT = 8

export interface PageWatch {
  notes: string[]
  /** requests sent and not answered by so much as headers (a navigation that never ends waits) */
  pending: Map<Request, string>
}

const clock = () => new Date().toISOString().slice(11, 23)

/**
 * Starts noting what happens on `page`: its navigations and reloads, console errors and warnings,
 * requests that failed or were answered 4xx/5xx (the last few of each are kept), and the requests
 * not answered yet.
 */
export function watchPage(page: Page): PageWatch {
  const notes: string[] = []
  const pending = new Map<Request, string>()
  const note = (text: string) => {
    notes.push(`${clock()} ${text.slice(0, 200)}`)
    if (notes.length > KEPT * 3) notes.shift()
  }
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`page ${frame.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()} ${message.text()}`)
  })
  page.on('request', (request) =>
    pending.set(request, `${clock()} ${request.method()} ${request.url().slice(0, 160)}`),
  )
  page.on('requestfailed', (request) => {
    pending.delete(request)
    note(`failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`)
  })
  page.on('response', (response) => {
    pending.delete(response.request())
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  return { notes, pending }
}

const unreadable = (e: unknown) =>
  `(unreadable: ${String((e as Error)?.message ?? e).split('\n')[0]})`

/**
 * The page's address, the text on screen, the toasts shown, the last notes and the requests still
 * unanswered, as lines.
 */
export async function reportOf(page: Page, { notes, pending }: PageWatch): Promise<string[]> {
  const waiting = [...pending.values()].slice(-KEPT).map((line) => `unanswered since ${line}`)
  if (page.isClosed()) return ['(the page was closed)', ...notes.slice(-KEPT), ...waiting]
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
  return [
    `at ${page.url()} (${clock()})`,
    `on screen: ${text}`,
    `toasts: ${toasts}`,
    ...notes.slice(-KEPT),
    ...waiting,
  ]
}
