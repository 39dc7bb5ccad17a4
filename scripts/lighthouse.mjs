// Lighthouse's performance audit of some of the budget's pages (scripts/budget.mjs) and of the
// Vue template's (scripts/bench-template.mjs): score, FCP, LCP, TBT and request count, median of
// the runs, each audit in a fresh Chromium. Lighthouse's default config: the mobile profile,
// simulated slow 4G and a 4x slower CPU. Printed beside the budget's table, never enforced.
//
// A signed-in page is audited with the session's cookies set in the browser before Lighthouse
// opens it; disableStorageReset keeps Lighthouse from clearing them (the profile is new, so there
// is no cache to clear either).
import lighthouse from 'lighthouse'
// the Chromium driver Lighthouse itself uses (pinned to its version), to set the cookies and hand
// Lighthouse the page
import puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS } from './chromium.mjs'

/** The budget pages (scripts/budget-pages.mjs names) Lighthouse audits. */
export const LIGHTHOUSE_PAGES = [
  'login',
  'home',
  'dashboard (learner)',
  'course study',
  'exam paper',
]

// The template signs in on its own mock (built into its bundle): the admin's token, in the
// cookie its login sets.
const TEMPLATE_SESSION = {
  cookies: [{ name: 'Admin-Token', value: 'admin-token', domain: '127.0.0.1', path: '/' }],
}

/** The template's pages Lighthouse audits: its login form and its signed-in dashboard. */
export const TEMPLATE_AUDITS = [
  { name: 'template /#/login', path: '/#/login' },
  { name: 'template /#/dashboard', path: '/#/dashboard', state: TEMPLATE_SESSION },
]

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  disableStorageReset: true,
}

/** One audit in a fresh Chromium: the figures of the table, or the error Lighthouse reported. */
async function auditOnce(executablePath, url, state) {
  const browser = await puppeteer.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    defaultViewport: null,
  })
  try {
    const page = await browser.newPage()
    // Playwright's storageState cookies (expires -1: a session cookie) as the protocol takes them
    const cookies = (state?.cookies ?? []).map(({ expires, ...cookie }) =>
      expires > 0 ? { ...cookie, expires } : cookie,
    )
    if (cookies.length) await page.setCookie(...cookies)
    const { lhr } = await lighthouse(url, FLAGS, undefined, page)
    const value = (id) => lhr.audits[id]?.numericValue ?? null
    return {
      error: lhr.runtimeError?.message,
      // where it ended, when elsewhere (a signed-in page that sent the browser to the login)
      ended: lhr.finalDisplayedUrl !== url ? lhr.finalDisplayedUrl : undefined,
      score:
        lhr.categories.performance.score == null ? null : lhr.categories.performance.score * 100,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      requests: lhr.audits.diagnostics?.details?.items?.[0]?.numRequests ?? null,
    }
  } finally {
    await browser.close()
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Audits each target ({ name, url, state }) `runs` times, interleaved as the budget's loads are
 * (run 1 of every page, then run 2 ...); answers the table's rows.
 */
export async function auditPages(executablePath, targets, runs) {
  const audits = targets.map(() => [])
  for (let i = 0; i < runs; i++)
    for (const [at, { name, url, state }] of targets.entries()) {
      console.log(`[lighthouse] ${name}, run ${i + 1} of ${runs} ...`)
      audits[at].push(await auditOnce(executablePath, url, state))
    }
  return targets.map(({ name }, at) => {
    const of = (key) => median(audits[at].map((a) => a[key]))
    const notes = [
      ...new Set(audits[at].flatMap((a) => [a.error, a.ended && `ended on ${a.ended}`])),
    ]
    return {
      name,
      score: of('score'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      requests: of('requests'),
      notes: notes.filter(Boolean),
    }
  })
}

const round = (v) => (v == null ? '—' : `${Math.round(v)}`)

/** The rows as a Markdown table, with what went wrong under it. */
export function lighthouseTable(rows, runs) {
  const head = '| page (Lighthouse, mobile) | score | FCP ms | LCP ms | TBT ms | requests |'
  const lines = [head, head.replace(/[^|]+/g, '---')]
  for (const r of rows)
    lines.push(
      `| ${[r.name, r.score, r.fcp, r.lcp, r.tbt, r.requests].map((v, i) => (i ? round(v) : v)).join(' | ')} |`,
    )
  const notes = rows.flatMap((r) => r.notes.map((n) => `  ${r.name}: ${n}`))
  return [
    lines.join('\n'),
    `\nLighthouse: ${runs > 1 ? `median of ${runs} audits` : '1 audit'} a page, a fresh Chromium each, simulated slow 4G and 4x CPU`,
    ...notes,
  ].join('\n')
}
