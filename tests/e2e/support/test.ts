// The journeys' `test`: Playwright's, with what every journey gets besides the page.
//  - A page error (an exception the page did not catch) fails the journey.
//  - A failed journey prints its page's report (failure-report.ts) and keeps it as an attachment.
//  - signedInAs: the journey starts signed in as that account (its state from the setup project).
//  - shot(name) writes a screenshot for a person to look at, with E2E_SHOTS=1 only: they check
//    nothing and cost about a tenth of the run's processor time (npm test leaves them out).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, type BrowserContext, type Locator } from '@playwright/test'
import { stateOf, type Role } from './accounts'
import { reportOf, watchPage } from './failure-report'
import { nginxBase } from './nginx'

export { expect } from '@playwright/test'

const SHOTS = process.env.E2E_SHOTS === '1'
export const SHOTS_DIR = join(import.meta.dirname, '..', '..', '..', 'test-results', 'screenshots')

/**
 * A screenshot named `name` in test-results/screenshots: the full page, or only the window
 * (`window: true`; a full-page shot draws a fixed dialog at the wrong place), or one element.
 */
export type Shot = (name: string, options?: { window?: boolean; of?: Locator }) => Promise<void>

type StorageState = Exclude<Parameters<BrowserContext['setStorageState']>[0], string>

/**
 * Puts a saved storage state into `context`: its cookies, and its localStorage written by each
 * page of the origin itself, at its start, unless it holds the state already. Playwright's own
 * storageState option writes the localStorage from a page of its own that it closes at once; on a
 * busy machine, about once in 30 contexts, the next page did not see what it wrote (the mock's
 * database, 1 MB, with the session in it), and the app started signed out.
 */
async function restoreState(context: BrowserContext, file: string) {
  const state = JSON.parse(readFileSync(file, 'utf8')) as StorageState
  await context.addCookies(state.cookies)
  for (const { origin, localStorage: items } of state.origins)
    await context.addInitScript(
      ({ origin, items, mark }) => {
        if (location.origin !== origin || localStorage.getItem(mark) !== null) return
        for (const { name, value } of items) localStorage.setItem(name, value)
        localStorage.setItem(mark, '1')
      },
      { origin, items, mark: 'yd-e2e-state' },
    )
}

export const test = base.extend<{
  signedInAs: Role | undefined
  shot: Shot
  pageWatch: void
}>({
  signedInAs: [undefined, { option: true }],
  // behind nginx, the nginx of the worker's own pair (support/nginx.ts)
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(testInfo.project.name === 'nginx' ? nginxBase(testInfo.parallelIndex) : baseURL)
  },
  // the state of the project's own target: behind nginx, of the worker's pair
  context: async ({ context, signedInAs }, use, testInfo) => {
    const nginx = testInfo.project.name === 'nginx'
    if (signedInAs)
      await restoreState(
        context,
        stateOf(signedInAs, nginx ? 'nginx' : 'mock', nginx ? testInfo.parallelIndex : 0),
      )
    await use(context)
  },
  shot: async ({ page }, use) => {
    if (SHOTS) mkdirSync(SHOTS_DIR, { recursive: true })
    await use(async (name, { window = false, of } = {}) => {
      if (!SHOTS) return
      const path = join(SHOTS_DIR, `${name}.png`)
      await (of ? of.screenshot({ path }) : page.screenshot({ path, fullPage: !window }))
    })
  },
  pageWatch: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      const watch = watchPage(page)
      await use()
      const failed = testInfo.status !== testInfo.expectedStatus
      if (failed || errors.length) {
        const report = await reportOf(page, watch)
        if (errors.length) report.unshift(`page errors: ${errors.join(' | ')}`)
        // printed in full (the list reporter cuts a text attachment to 300 characters), and kept
        // as a file beside the trace
        console.log(['page report:', ...report].join('\n  | '))
        const path = testInfo.outputPath('page-report.txt')
        writeFileSync(path, report.join('\n') + '\n')
        await testInfo.attach('page report', { path, contentType: 'text/plain' })
      }
      if (!failed && errors.length) throw new Error('page errors: ' + errors.join(' | '))
    },
    { auto: true },
  ],
})
