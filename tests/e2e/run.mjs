// End-to-end journeys in headless Chromium against the production build on the mock backend.
// Usage: node tests/e2e/run.mjs [filter]   (E2E_DIST=dir E2E_SKIP_BUILD=1 reuses a build;
// E2E_WORKERS=n journeys at a time, 2 by default; E2E_SHOTS=0 writes no screenshots)
//
// Nginx mode: node tests/e2e/run.mjs --nginx [filter]   (or E2E_NGINX=1)
// The build for the real backend (VITE_USE_MOCK=false) behind nginx, configured from
// deploy/nginx/templates as the Docker image is (scripts/nginx.mjs), with the mock backend as a
// real HTTP server behind /Api (scripts/mock-server.mjs); runs tests/e2e/*.nginx.mjs instead.
import { execSync } from 'node:child_process'
import { readdirSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { locateChromium, CHROMIUM_ARGS } from './chromium.mjs'
import { reportOf, watchPage } from './failure-report.mjs'
import { servePreview } from './serve-preview.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
// Each run builds into its own folder and serves on a free port, so parallel runs never collide.
const DIST = process.env.E2E_DIST ?? join(tmpdir(), `yd-e2e-${process.pid}`)
let BASE = ''
const OUT = join(root, 'test-results', 'e2e')
const args = process.argv.slice(2)
const NGINX = args.includes('--nginx') || process.env.E2E_NGINX === '1'
const filter = args.find((a) => !a.startsWith('--')) ?? ''
const SUFFIX = NGINX ? '.nginx.mjs' : '.e2e.mjs'

function build() {
  if (process.env.E2E_SKIP_BUILD === '1') return
  console.log(`[e2e] building the app ${NGINX ? 'for the real backend' : 'with mocks'} ...`)
  execSync(`npx vite build --outDir ${DIST} --emptyOutDir --logLevel warn`, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_USE_MOCK: NGINX ? 'false' : 'true' },
  })
}

async function serve() {
  const served = await servePreview(DIST, process.env.E2E_PORT)
  BASE = served.base
  return served
}

async function serveBehindNginx() {
  const { serveNginx } = await import('./serve-nginx.mjs')
  const served = await serveNginx(DIST, process.env.E2E_PORT)
  BASE = served.base
  const { backend, brotli } = served.nginx
  console.log(`[e2e] nginx on ${BASE} (brotli ${brotli ? 'on' : 'off'}), /Api -> ${backend}`)
  return served
}

async function loadJourneys() {
  const files = readdirSync(join(root, 'tests', 'e2e'))
    .filter((f) => f.endsWith(SUFFIX))
    .sort()
  const all = []
  for (const f of files) {
    const mod = await import(join(root, 'tests', 'e2e', f))
    const alone = new Set(mod.alone ?? [])
    for (const [name, fn] of Object.entries(mod.journeys ?? {}))
      all.push({ name: `${f.replace(SUFFIX, '')} › ${name}`, fn, alone: alone.has(name) })
  }
  return all.filter((j) => j.name.includes(filter))
}

// Screenshots are for a person to look at; they check nothing and cost about a tenth of the run's
// processor time, so npm test leaves them out (E2E_SHOTS=0). A failed journey's screenshot is kept.
const SHOTS = process.env.E2E_SHOTS !== '0'

async function main() {
  const executablePath = locateChromium()
  // before the build: a missing nginx is said at once
  if (NGINX) (await import('../../scripts/nginx.mjs')).locateNginx()
  build()
  mkdirSync(OUT, { recursive: true })
  const server = NGINX ? await serveBehindNginx() : await serve()
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  let passed = 0
  let failed = 0
  const runOne = async (journey) => {
    const context = await browser.newContext({
      baseURL: BASE,
      locale: 'zh-CN',
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    const errors = []
    page.on('pageerror', (e) => errors.push(e.message))
    const notes = watchPage(page)
    const started = Date.now()
    try {
      await journey.fn({
        page,
        context,
        nginx: server.nginx,
        base: BASE,
        shot: SHOTS
          ? (name) => page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true })
          : async () => {},
      })
      if (errors.length) throw new Error('page errors: ' + errors.join(' | '))
      passed += 1
      console.log(`  ✓ ${journey.name} (${Date.now() - started} ms)`)
    } catch (e) {
      failed += 1
      console.log(
        `  ✗ ${journey.name}\n    ${String(e?.message ?? e)
          .split('\n')
          .slice(0, 6)
          .join('\n    ')}`,
      )
      for (const line of await reportOf(page, notes)) console.log(`    | ${line}`)
      await page
        .screenshot({ path: join(OUT, `FAILED-${journey.name.replace(/[^\w-]+/g, '_')}.png`) })
        .catch(() => {})
    } finally {
      await context.close()
    }
  }
  try {
    const journeys = await loadJourneys()
    // Journeys on the mocks share nothing (each context has its own mock state), so they run two
    // at a time; behind nginx they share one mock server and run one by one. A journey that
    // times the page, or keeps the cores busy with tabs of its own (exported in `alone`), runs by
    // itself at the end.
    const queue = journeys.filter((j) => !j.alone)
    const workers = NGINX ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let j = queue.shift(); j; j = queue.shift()) await runOne(j)
      }),
    )
    for (const j of journeys.filter((j) => j.alone)) await runOne(j)
  } finally {
    await browser.close()
    await server.kill()
    if (!process.env.E2E_DIST) rmSync(DIST, { recursive: true, force: true })
  }
  console.log(`\n${passed} passed, ${failed} failed`)
  process.exit(failed > 0 || passed === 0 ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
