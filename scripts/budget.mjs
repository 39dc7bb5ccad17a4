// Byte budgets and paint times of each page's cold load (README "Performance").
//
//   node scripts/budget.mjs [filter] [--runs N] [--slow] [--files] [--no-template] [--against DIR]
//                           [--no-lighthouse]
//
// filter: a regular expression over the page names ('^(login|home)$'); all pages without one.
//
// Builds the app for the real backend (E2E_DIST=dir E2E_SKIP_BUILD=1 reuses a build made with
// --manifest), serves it behind nginx with the mock backend on /Api (scripts/serve-nginx.mjs)
// and opens each page of scripts/budget-pages.mjs cold: a fresh Chromium per load, logged-in
// pages with the session of a mock account. For each page it sums the JS and CSS the load
// requested (every file's gzip -9 size, as nginx would send it) and times the first and largest
// contentful paint and the moment the page's content is visible (median of the runs, default 3);
// "app" is when the started app shows it, later only on /login, whose form is in the page as
// served (login.html, scripts/prerender-plugin.ts) and usable before any script has run.
// The reference is the Vue template this product replaces (bench/, scripts/bench-template.mjs):
// its /#/login is loaded with the pages, interleaved (run 1 of every page, then run 2 ...), and
// each page's content time is given as a ratio of the template's. --against DIR loads the same
// pages of another build (made the same way, e.g. before a change) right after each of this
// build's, for a before/after in one run; its rows are reported, never checked.
// --files lists each page's files in request order. --slow adds Lighthouse's mobile profile
// through the DevTools protocol: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower.
// Then Lighthouse audits some of the pages and the template's /#/login and /#/dashboard
// (scripts/lighthouse.mjs, the same number of runs), printed in a table of its own;
// --no-lighthouse skips it.
//
// Fails when a page is over its byte budget or its number of files, loads a heavy library it must
// not (lib-* chunks, vite.config.ts) or a lib chunk that loads another (chunk-check.mjs), requests
// an excluded one before its content, ends elsewhere than it should, or a guest's load requests
// the app layout.
// Timings and ratios are reported, never enforced: a shared machine is too noisy for them. The
// table also goes to test-results/budget.md.
import { execSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, locateChromium } from './chromium.mjs'
import { loginOnPage } from './login-form.mjs'
import { serveNginx } from './serve-nginx.mjs'
import { ACCOUNTS, PAGES } from './budget-pages.mjs'
import { serveTemplate, TEMPLATE_PAGE } from './bench-template.mjs'
import { checkLibraryChunks } from './chunk-check.mjs'
import { auditPages, LIGHTHOUSE_PAGES, lighthouseTable, TEMPLATE_AUDITS } from './lighthouse.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const RUNS = Number(option('--runs') ?? process.env.BUDGET_RUNS ?? 3)
const SLOW = args.includes('--slow')
const LIGHTHOUSE = !args.includes('--no-lighthouse')
// the first argument that is neither an option nor an option's value
const filter =
  args.find((a, i) => !a.startsWith('--') && !['--runs', '--against'].includes(args[i - 1])) ?? ''
const DIST = process.env.E2E_DIST ?? join(tmpdir(), `yd-budget-${process.pid}`)
const OUT = join(root, 'test-results')

// Lighthouse's mobile profile (the "slow 4G")
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const SLOW_CPU = 4

const HEAVY = /^lib-([a-z]+)-/
const KB = (bytes) => bytes / 1024
const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function build() {
  if (process.env.E2E_SKIP_BUILD === '1') return
  console.log('[budget] building the app for the real backend ...')
  execSync(`npx vite build --outDir ${DIST} --emptyOutDir --manifest --logLevel warn`, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_USE_MOCK: 'false' },
  })
}

/** Sizes of a built file, read from the build (what nginx sends, gzip -9). */
const sizes = new Map()
function sizeOf(file, root = DIST) {
  const path = join(root, file)
  if (!sizes.has(path)) {
    const body = readFileSync(path)
    sizes.set(path, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
  }
  return sizes.get(path)
}

/** The app layout's chunk, from the build manifest. */
function layoutChunk() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'))
  const entry = manifest['src/layout/app-layout.tsx']
  if (!entry) throw new Error('the build manifest has no chunk for src/layout/app-layout.tsx')
  return entry.file
}

/**
 * Runs in the page before anything else: records the paint entries, the first animation frame in
 * which every content selector matches a visible element (content), and the first in which the
 * app itself shows them (app): later than content only on a page prerendered at build time
 * (login.html, scripts/prerender-plugin.ts), whose <html data-prerendered> the app removes once
 * it has taken the page over.
 */
function watchPage(selectors) {
  const state = { fcp: null, lcp: null, content: null, app: null }
  window.__budget = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  const visible = (selector) =>
    [...document.querySelectorAll(selector)].some((el) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    })
  const tick = () => {
    const shown = selectors.every(visible)
    if (shown) state.content ??= performance.now()
    if (shown && !document.documentElement.hasAttribute('data-prerendered'))
      state.app = performance.now()
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

/** Waits until no request has been in flight for `ms`. */
async function quiet(page, ms) {
  let inFlight = 0
  let last = Date.now()
  const up = () => {
    inFlight += 1
    last = Date.now()
  }
  const down = () => {
    inFlight -= 1
    last = Date.now()
  }
  page.on('request', up)
  page.on('requestfinished', down)
  page.on('requestfailed', down)
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < ms))
    await new Promise((r) => setTimeout(r, 100))
}

async function sessionOf(executablePath, base, account) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ baseURL: base })
    const page = await context.newPage()
    const [username, password] = ACCOUNTS[account]
    await loginOnPage(page, username, password)
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 })
    return await context.storageState()
  } finally {
    await browser.close()
  }
}

/** One cold load in a fresh Chromium: files, paint and content times, where it ended. */
async function loadOnce(executablePath, base, spec, storageState, slow) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      baseURL: base,
      storageState,
      locale: 'zh-CN',
      viewport: { width: 1440, height: 900 },
    })
    await context.addInitScript(watchPage, spec.content)
    const page = await context.newPage()
    if (slow) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU })
    }
    const settled = quiet(page, slow ? 2000 : 800)
    await page.goto(spec.path, { waitUntil: 'commit' })
    const shown = await page
      .waitForFunction(() => window.__budget.app != null, null, {
        timeout: slow ? 60_000 : 20_000,
      })
      .then(() => true)
      .catch(() => false)
    if (shown) await settled
    const seen = await page.evaluate(() => ({
      ...window.__budget,
      path: location.pathname,
      files: performance
        .getEntriesByType('resource')
        .map((e) => ({ url: new URL(e.name), start: e.startTime }))
        .filter((e) => e.url.origin === location.origin && /\.(js|css)$/.test(e.url.pathname))
        .map((e) => ({ file: e.url.pathname.slice(1), start: e.start })),
    }))
    return seen
  } finally {
    await browser.close()
  }
}

function checkLoad(spec, load, layout) {
  const problems = []
  if (load.content == null) problems.push(`never shows ${spec.content.join(', ')}`)
  else if (load.app == null) problems.push('the app never took the prerendered page over')
  const lands = spec.lands ?? spec.path.split('?')[0]
  if (load.path !== lands) problems.push(`ended on ${load.path}, not ${lands}`)
  for (const { file, start } of load.files) {
    const heavy = basename(file).match(HEAVY)?.[1]
    if (heavy && spec.excluded?.includes(heavy)) {
      if (start < load.content) problems.push(`${heavy} requested before the content was shown`)
    } else if (heavy && !spec.heavy?.includes(heavy)) problems.push(`loads ${heavy} (${file})`)
    if (spec.noLayout && file === layout) problems.push(`requests the app layout (${file})`)
  }
  return problems
}

function measureFiles(spec, files, root = DIST) {
  const counted = files.filter(
    ({ file }) => !spec.excluded?.includes(basename(file).match(HEAVY)?.[1]),
  )
  const unique = [...new Set(counted.map((f) => f.file))]
  return {
    files: unique.length,
    raw: unique.reduce((sum, f) => sum + sizeOf(f, root).raw, 0),
    gzip: unique.reduce((sum, f) => sum + sizeOf(f, root).gzip, 0),
  }
}

/** --files: what one load requested, in request order, with each file's gzip size. */
function printFiles(load, root) {
  for (const { file, start } of load.files)
    console.log(
      `      ${ms(start).padStart(5)} ms  ${KB(sizeOf(file, root).gzip).toFixed(1).padStart(6)} KB  ${file}`,
    )
}

const ms = (v) => (v == null ? '—' : `${Math.round(v)}`)
const ratio = (v, reference) => (v == null || !reference ? '—' : `${(v / reference).toFixed(2)}×`)

function table(rows, reference, slow) {
  const head = slow
    ? '| page | files | raw KB | gzip KB | budget (aim) | FCP ms | LCP ms | content ms | vs template | app ms | slow-4G FCP | slow-4G LCP | slow-4G content | slow-4G vs template | slow-4G app |'
    : '| page | files | raw KB | gzip KB | budget (aim) | FCP ms | LCP ms | content ms | vs template | app ms |'
  const lines = [head, head.replace(/[^|]+/g, '---')]
  for (const r of rows) {
    const cells = [
      r.spec.name,
      r.bytes.files,
      KB(r.bytes.raw).toFixed(0),
      KB(r.bytes.gzip).toFixed(1),
      r.spec.template ? '' : `${r.spec.budget} (${r.spec.aim})`,
      ms(r.fast.fcp),
      ms(r.fast.lcp),
      ms(r.fast.content),
      ratio(r.fast.content, reference?.fast.content),
      ms(r.fast.app),
    ]
    if (slow)
      cells.push(
        ms(r.slow?.fcp),
        ms(r.slow?.lcp),
        ms(r.slow?.content),
        ratio(r.slow?.content, reference?.slow?.content),
        ms(r.slow?.app),
      )
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

function summarise(spec, loads, layout) {
  const never = loads.some((l) => l.content == null)
    ? [`never shows ${spec.content.join(', ')}`]
    : []
  return {
    loads,
    fcp: median(loads.map((l) => l.fcp)),
    lcp: median(loads.map((l) => l.lcp)),
    content: median(loads.map((l) => l.content)),
    app: median(loads.map((l) => l.app)),
    problems:
      spec.template || spec.compared
        ? never
        : [...new Set(loads.flatMap((l) => checkLoad(spec, l, layout)))],
  }
}

/**
 * Every page's loads, interleaved: run 1 of each page (the template's first), then run 2 of each,
 * and so on, so that a slow moment of the machine falls on all pages alike.
 */
async function loadInterleaved(executablePath, targets, slow) {
  const loads = targets.map(() => [])
  for (let i = 0; i < RUNS; i++)
    for (const [at, { spec, base, state }] of targets.entries())
      loads[at].push(await loadOnce(executablePath, base, spec, state, slow))
  return loads
}

function report({ spec, root, bytes, fast, slow, problems }, reference) {
  const versus = (mode, of) =>
    spec.template || !of ? '' : `, ${ratio(mode.content, of.content)} of the template's`
  console.log(
    `  ${problems.length ? '✗' : '✓'} ${spec.name}: ${KB(bytes.gzip).toFixed(1)} KB in ` +
      `${bytes.files} files, LCP ${ms(fast.lcp)} ms, content ${ms(fast.content)} ms` +
      versus(fast, reference?.fast) +
      (fast.app !== fast.content ? `, app ${ms(fast.app)} ms` : '') +
      (slow
        ? ` (slow 4G: LCP ${ms(slow.lcp)} ms, content ${ms(slow.content)} ms` +
          `${versus(slow, reference?.slow)})`
        : ''),
  )
  for (const p of problems) console.log(`      ${p}`)
  if (args.includes('--files')) printFiles(fast.loads[0], root)
}

async function main() {
  const executablePath = locateChromium()
  build()
  const layout = layoutChunk()
  const chunkProblems = checkLibraryChunks(join(DIST, 'assets'))
  for (const p of chunkProblems) console.log(`  ✗ ${p}`)
  const served = await serveNginx(DIST)
  const template = args.includes('--no-template') ? undefined : await serveTemplate()
  const against = option('--against')
  const other = against ? await serveNginx(against) : undefined
  const pages = PAGES.filter((p) => new RegExp(filter).test(p.name))
  const rows = []
  let audits
  let failed = chunkProblems.length > 0
  try {
    const sessions = {}
    for (const account of new Set(pages.map((p) => p.as).filter(Boolean)))
      sessions[account] = await sessionOf(executablePath, served.base, account)
    const targets = pages.map((spec) => ({
      spec,
      base: served.base,
      root: DIST,
      state: spec.as ? sessions[spec.as] : undefined,
    }))
    if (other) {
      // the same pages of another build, each loaded right after this build's
      const theirs = {}
      for (const account of Object.keys(sessions))
        theirs[account] = await sessionOf(executablePath, other.base, account)
      for (let at = targets.length - 1; at >= 0; at--) {
        const { spec } = targets[at]
        targets.splice(at + 1, 0, {
          spec: { ...spec, name: `${spec.name} (${basename(against)})`, compared: true },
          base: other.base,
          root: against,
          state: spec.as ? theirs[spec.as] : undefined,
        })
      }
    }
    if (template) targets.unshift({ spec: TEMPLATE_PAGE, base: template.base, root: template.root })
    const fastLoads = await loadInterleaved(executablePath, targets, false)
    const slowLoads = SLOW ? await loadInterleaved(executablePath, targets, true) : undefined
    for (const [at, { spec, root }] of targets.entries()) {
      const fast = summarise(spec, fastLoads[at], layout)
      const slow = slowLoads && summarise(spec, slowLoads[at], layout)
      const bytes = measureFiles(spec, fast.loads[0].files, root)
      const problems = [...fast.problems, ...(slow?.problems ?? [])]
      if (!spec.template && !spec.compared && KB(bytes.gzip) > spec.budget)
        problems.push(`${KB(bytes.gzip).toFixed(1)} KB gzip is over its ${spec.budget} KB budget`)
      if (!spec.template && !spec.compared && spec.files && bytes.files > spec.files)
        problems.push(`requests ${bytes.files} files, over its ${spec.files}`)
      const spread = new Set(fast.loads.map((l) => measureFiles(spec, l.files, root).gzip))
      if (!spec.template && !spec.compared && spread.size > 1)
        problems.push('loads different files from one run to the next')
      rows.push({ spec, root, bytes, fast, slow, problems })
      if (problems.length) failed = true
    }
    if (LIGHTHOUSE) {
      // the template's pages first, then this build's that Lighthouse audits, with their sessions
      const audited = [
        ...(template ? TEMPLATE_AUDITS.map((p) => ({ ...p, url: template.base + p.path })) : []),
        ...targets
          .filter(({ spec }) => !spec.compared && LIGHTHOUSE_PAGES.includes(spec.name))
          .map(({ spec, base, state }) => ({ name: spec.name, url: base + spec.path, state })),
      ]
      if (audited.length) audits = await auditPages(executablePath, audited, RUNS)
    }
  } finally {
    await served.kill()
    await other?.kill()
    await template?.stop()
    if (!process.env.E2E_DIST) rmSync(DIST, { recursive: true, force: true })
  }
  const reference = rows.find((r) => r.spec.template)
  for (const row of rows) report(row, reference)
  const text = table(rows, reference, SLOW)
  console.log(
    `\n${text}\n\nmedian of ${RUNS} cold loads, interleaved, loopback${SLOW ? ' and slow 4G' : ''}`,
  )
  const lighthouseText = audits && lighthouseTable(audits, RUNS)
  if (lighthouseText) console.log(`\n${lighthouseText}`)
  mkdirSync(OUT, { recursive: true })
  writeFileSync(join(OUT, 'budget.md'), [text, lighthouseText].filter(Boolean).join('\n\n') + '\n')
  if (!rows.length) console.log('no page matches ' + filter)
  process.exit(failed || !rows.length ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
