// How fast the user list renders an answer for a company of 10,000 users (docs/users.md).
// A benchmark, not a test: run it by hand, `npm run bench:users`.
//
//   node scripts/bench-users.mjs [--runs N]   (E2E_DIST=dir E2E_SKIP_BUILD=1 reuses a mock build)
//
// The mock build (vite preview) with the scale switch on (localStorage yd-mock-users = 10000),
// logged in as the company administrator, whose company gets the 10,000 users. For each step it
// times, in the page, from the moment GetUserList's answer arrives (its fetch resolves) to the
// frame after the one that shows the new rows ("on screen", the budget of 100 ms), and to the frame
// after the one that holds every row of the page ("every row": ListTable renders the first rows of
// a long page at once and the rest in the next frames). Selecting a page of rows is timed from the
// click event's arrival in the page.
// The backend's own time (the mock filtering 10,000 users) is not counted: only the front end's.
import { execSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, locateChromium } from './chromium.mjs'
import { login } from './login-form.mjs'
import { servePreview } from './serve-preview.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1] || 5) || 5
const DIST = process.env.E2E_DIST ?? join(tmpdir(), `yd-bench-${process.pid}`)
const BUDGET_MS = 100
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing']

// In the page before any script: note when a GetUserList answer arrives.
const instrument = () => {
  localStorage.setItem('yd-mock-users', '10000')
  const fetch = window.fetch.bind(window)
  window.fetch = async (...request) => {
    const response = await fetch(...request)
    const url = String(request[0] instanceof Request ? request[0].url : request[0])
    if (url.includes('/GetUserList')) {
      performance.mark('bench:answer')
      // how many rows this answer brings: the page is whole when the table shows them all
      response
        .clone()
        .json()
        .then((body) => (window.__answerRows = body?.data?.models?.length ?? 0))
        .catch(() => {})
    }
    return response
  }
}

// In the page: marks (User Timing) when the change shows in the DOM (`check`) and when every row of
// the page is there (`full`), then resolves two frames later, once both frames are painted. A click
// is marked as it arrives in the page (the harness's own pointer moves before it are not the app's
// time); an answer is marked by instrument().
const markUntil = (check, full, fromClick) =>
  new Promise((resolve) => {
    if (fromClick)
      window.addEventListener('click', () => performance.mark('bench:click'), {
        capture: true,
        once: true,
      })
    const body = document.querySelector('#app-main')
    const seen = {}
    const test = (source) => new Function(`return (${source})()`)()
    const look = () => {
      if (!seen.first && test(check)) {
        seen.first = true
        performance.mark('bench:first')
      }
      if (seen.first && !seen.all && test(full)) {
        seen.all = true
        performance.mark('bench:all')
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))
      }
      return seen.all
    }
    if (look()) return
    const observer = new MutationObserver(() => {
      if (look()) observer.disconnect()
    })
    observer.observe(body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })

/**
 * From a Chromium trace of one run: ms from the start (the click, or the last answer before the
 * change) to the end of the first paint after the change, and after the last row.
 */
function paintTimes(trace, fromClick) {
  const events = JSON.parse(trace.toString()).traceEvents
  const mark = (name) => events.filter((e) => e.name === name)
  const first = mark('bench:first')[0]
  const all = mark('bench:all')[0]
  const starts = mark(fromClick ? 'bench:click' : 'bench:answer').filter((e) => e.ts <= first.ts)
  const start = starts.at(-1)
  const paints = events
    .filter((e) => e.name === 'Paint' && e.pid === first.pid && e.tid === first.tid)
    .sort((a, b) => a.ts - b.ts)
  const paintedAfter = (m) => {
    const paint = paints.find((e) => e.ts >= m.ts)
    return (paint.ts + (paint.dur ?? 0) - start.ts) / 1000
  }
  return { first: paintedAfter(first), all: paintedAfter(all) }
}

const allRows = `() => document.querySelectorAll('table[aria-label="用户列表"] tbody tr.ant-table-row').length === window.__answerRows`

const firstAccount = `() => document.querySelector('table[aria-label="用户列表"] tbody tr.ant-table-row td:nth-child(8)')?.textContent`

const headerChecked = `() => String(document.querySelector('table[aria-label="用户列表"] thead input[type=checkbox]')?.checked)`

async function step(
  page,
  name,
  act,
  check,
  { fromClick = false, before: read = firstAccount } = {},
) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const before = await page.evaluate(`(${read})()`)
    await page.context().browser().startTracing(page, { categories: TRACE_CATEGORIES })
    const marked = page.evaluate(
      ([c, a, f]) => window.__markUntil(c, a, f),
      [check.replace('$BEFORE', JSON.stringify(before)), allRows, fromClick],
    )
    await act(i)
    await marked
    runs.push(paintTimes(await page.context().browser().stopTracing(), fromClick))
  }
  const stats = (values) => {
    values.sort((a, b) => a - b)
    return { median: values[Math.floor(values.length / 2)], max: values.at(-1) }
  }
  return { name, first: stats(runs.map((r) => r.first)), all: stats(runs.map((r) => r.all)) }
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1')
    execSync(`npx vite build --outDir ${DIST} --emptyOutDir --logLevel warn`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_USE_MOCK: 'true' },
    })
  const server = await servePreview(DIST)
  const base = server.base
  const browser = await chromium.launch({ executablePath: locateChromium(), args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      baseURL: base,
      locale: 'zh-CN',
      viewport: { width: 1440, height: 900 },
    })
    await context.addInitScript(instrument)
    await context.addInitScript(`window.__markUntil = ${markUntil.toString()}`)
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    await login(page, 'company', 'Company@123')
    await page.goto('/system/user')
    const table = page.getByRole('table', { name: '用户列表' })
    await table.locator('tbody tr.ant-table-row').first().waitFor()
    const total = await page
      .getByText(/共 \d+ 条/)
      .first()
      .textContent()
    console.log(`[bench] ${total} in the company's list; ${RUNS} runs per step`)

    const changed = `() => { const a = (${firstAccount})(); return a && a !== $BEFORE }`
    const pager = page.locator('.ant-pagination')
    const results = []
    results.push(
      await step(page, 'next page (20 rows)', () => pager.getByTitle('下一页').click(), changed),
    )
    await page.goto('/system/user?size=100')
    await table.locator('tbody tr.ant-table-row').first().waitFor()
    results.push(
      await step(page, 'next page (100 rows)', () => pager.getByTitle('下一页').click(), changed),
    )
    results.push(
      await step(
        page,
        'jump to page 80 (100 rows)',
        (i) =>
          pager
            .getByRole('textbox')
            .fill(String(80 + i))
            .then(() => pager.getByRole('textbox').press('Enter')),
        changed,
      ),
    )
    results.push(
      await step(
        page,
        'keyword filter (100 rows)',
        async (i) => {
          const box = page.getByRole('textbox', { name: '关键字' })
          await box.fill(['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'][i % 10])
          await box.press('Enter')
        },
        changed,
      ),
    )
    const all = table.locator('thead input[type=checkbox]').first()
    results.push(
      await step(
        page,
        'select all rows of the page (100 rows)',
        () => all.click(),
        `() => (${headerChecked})() !== $BEFORE`,
        { fromClick: true, before: headerChecked },
      ),
    )
    results.push(
      await step(
        page,
        'next page with a selection kept (100 rows)',
        () => pager.getByTitle('下一页').click(),
        changed,
      ),
    )
    console.log(
      '\n| step | on screen: median ms | max ms | every row: median ms | max ms |\n' +
        '| --- | ---: | ---: | ---: | ---: |',
    )
    const f = (v) => v.toFixed(1)
    for (const { name, first, all } of results)
      console.log(
        `| ${name} | ${f(first.median)} | ${f(first.max)} | ${f(all.median)} | ${f(all.max)} |`,
      )
    const over = results.filter((r) => r.first.median > BUDGET_MS)
    console.log(
      over.length
        ? `\n[bench] over ${BUDGET_MS} ms: ${over.map((r) => r.name).join(', ')}`
        : `\n[bench] every step renders within ${BUDGET_MS} ms of its answer`,
    )
    await context.close()
    process.exitCode = over.length ? 1 : 0
  } finally {
    await browser.close()
    server.kill()
    if (!process.env.E2E_DIST) rmSync(DIST, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
