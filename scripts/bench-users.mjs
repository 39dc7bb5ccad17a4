// How fast the user list renders an answer for a company of 10,000 users (README "User
// management"). A benchmark, not a test: run it by hand, `npm run bench:users`.
//
//   node scripts/bench-users.mjs [--runs N]   (E2E_DIST=dir E2E_SKIP_BUILD=1 reuses a mock build)
//
// The mock build (vite preview) with the scale switch on (localStorage yd-mock-users = 10000),
// logged in as the company administrator, whose company gets the 10,000 users. For each step it
// times, in the page, from the moment GetUserList's answer arrives (its fetch resolves) to the
// first frame after the table shows the new rows; selecting a page of rows is timed from the click
// event's arrival in the page.
// The backend's own time (the mock filtering 10,000 users) is not counted: only the front end's.
import { execSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, locateChromium } from '../tests/e2e/chromium.mjs'
import { login } from '../tests/e2e/login.mjs'
import { servePreview } from '../tests/e2e/serve-preview.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1] || 5) || 5
const DIST = process.env.E2E_DIST ?? join(tmpdir(), `yd-bench-${process.pid}`)
const BUDGET_MS = 100

// In the page before any script: note when a GetUserList answer arrives.
const instrument = () => {
  localStorage.setItem('yd-mock-users', '10000')
  const fetch = window.fetch.bind(window)
  window.__answered = []
  window.fetch = async (...request) => {
    const response = await fetch(...request)
    const url = String(request[0] instanceof Request ? request[0].url : request[0])
    if (url.includes('/GetUserList')) window.__answered.push(performance.now())
    return response
  }
}

// In the page: resolves with ms from `since` (or the last answer) to the frame after `done()`.
const timeUntil = (check, fromClick) =>
  new Promise((resolve) => {
    // from the click's arrival in the page (the harness's own pointer moves before it are not
    // the app's time), or from the answer
    let start
    if (fromClick)
      window.addEventListener('click', () => (start = performance.now()), {
        capture: true,
        once: true,
      })
    const body = document.querySelector('#app-main')
    const finish = () =>
      requestAnimationFrame(() =>
        setTimeout(() => resolve(performance.now() - (start ?? window.__answered.at(-1)))),
      )
    const test = () => new Function(`return (${check})()`)()
    if (test()) return finish()
    const observer = new MutationObserver(() => {
      if (!test()) return
      observer.disconnect()
      finish()
    })
    observer.observe(body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })

const firstAccount = `() => document.querySelector('table[aria-label="用户列表"] tbody tr.ant-table-row td:nth-child(8)')?.textContent`

const headerChecked = `() => String(document.querySelector('table[aria-label="用户列表"] thead input[type=checkbox]')?.checked)`

async function step(
  page,
  name,
  act,
  check,
  { fromClick = false, before: read = firstAccount } = {},
) {
  const times = []
  for (let i = 0; i < RUNS; i++) {
    const before = await page.evaluate(`(${read})()`)
    const timing = page.evaluate(
      ([c, f]) => window.__timeUntil(c, f),
      [check.replace('$BEFORE', JSON.stringify(before)), fromClick],
    )
    await act(i)
    times.push(await timing)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  return { name, median, max: times.at(-1) }
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
    await context.addInitScript(`window.__timeUntil = ${timeUntil.toString()}`)
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
          await box.fill(i % 2 ? '王' : '李')
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
    console.log('\n| step | median ms | max ms |\n| --- | ---: | ---: |')
    for (const r of results)
      console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.max.toFixed(1)} |`)
    const over = results.filter((r) => r.median > BUDGET_MS)
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
