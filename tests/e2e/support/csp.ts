import { expect, type BrowserContext, type Page } from '@playwright/test'

type Watched = Window & { __cspViolations: string[] }

/**
 * Records CSP violations in every page of the context: securitypolicyviolation events (kept in
 * window.__cspViolations and collected before each navigation) and the console's CSP errors.
 */
export async function watchCsp(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    const w = window as unknown as Watched
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ` +
          `at ${e.sourceFile || '?'}:${e.lineNumber} ${e.sample || ''}`.trim(),
      ),
    )
  })
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push('console: ' + message.text())
  })
  return {
    /** Fails when anything was blocked so far on this page (and since the last check). */
    async check(where: string) {
      const events = await page.evaluate(() =>
        (window as unknown as Watched).__cspViolations.splice(0),
      )
      expect([...events, ...seen.splice(0)], `CSP violations on ${where}`).toEqual([])
    },
  }
}
