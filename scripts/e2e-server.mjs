// The servers the end-to-end journeys run against; playwright.config.ts starts them (webServer)
// and stops them with SIGTERM.
//
//   node scripts/e2e-server.mjs mock       the build on mocks (VITE_USE_MOCK=true), vite preview
//   node scripts/e2e-server.mjs nginx      the build for the real backend behind nginx, configured
//                                          from deploy/nginx/templates (scripts/nginx.mjs), with
//                                          the mock backend as an HTTP server behind /Api: two of
//                                          them, one for each worker
//   node scripts/e2e-server.mjs storybook  storybook-static, as npm run build-storybook left it
//
// A build goes to a folder of its own, removed on exit (E2E_DIST=dir E2E_SKIP_BUILD=1 serves one
// made before, as scripts/real-build-checks.mjs does). Each server listens on a free port, so two
// runs never collide, and prints one line saying where once it answers: Playwright waits for that
// line and hands its addresses to the journeys as environment variables (webServer.wait).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const target = process.argv[2]
// the nginx project's workers (playwright.config.ts)
const NGINX_PAIRS = 2
const DIST = process.env.E2E_DIST ?? join(tmpdir(), `yd-e2e-${target}-${process.pid}`)

/** Builds the app into DIST (on mocks or for the real backend); its output goes to stderr. */
function build(mock) {
  if (process.env.E2E_SKIP_BUILD === '1') return
  console.error(`[e2e] building the app ${mock ? 'with mocks' : 'for the real backend'} ...`)
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  execFileSync(
    process.execPath,
    [vite, 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, VITE_USE_MOCK: mock ? 'true' : 'false' },
    },
  )
}

async function start() {
  if (target === 'mock') {
    build(true)
    const { servePreview } = await import('./serve-preview.mjs')
    const served = await servePreview(DIST)
    console.log(`[e2e] mock build on ${served.base}`)
    return served
  }
  if (target === 'nginx') {
    const { locateNginx } = await import('./nginx.mjs')
    // before the build: a missing nginx is said at once
    locateNginx()
    build(false)
    // One nginx and mock backend a worker (the journeys change the backend's data): the nginx
    // project's two workers each take theirs (tests/e2e/support/nginx.ts). One after the other:
    // each builds the mock backend into the same folder.
    const { serveNginx } = await import('./serve-nginx.mjs')
    const pairs = []
    for (let i = 0; i < NGINX_PAIRS; i++) pairs.push(await serveNginx(DIST))
    const list = (of) => pairs.map(of).join(',')
    console.log(
      `[e2e] nginx on ${list((p) => p.base)} (brotli ${pairs[0].nginx.brotli ? 'on' : 'off'}), ` +
        `/Api -> ${list((p) => p.nginx.backend)}`,
    )
    return { kill: () => Promise.all(pairs.map((p) => p.kill())) }
  }
  if (target === 'storybook') {
    const { serveStatic } = await import('./serve-static.mjs')
    const served = await serveStatic(join(root, 'storybook-static'))
    console.log(`[e2e] storybook-static on ${served.base}`)
    return served
  }
  throw new Error(`unknown target ${target}: mock, nginx or storybook`)
}

const removeBuild = () => {
  if (!process.env.E2E_DIST && target !== 'storybook')
    rmSync(DIST, { recursive: true, force: true })
}
try {
  const served = await start()
  const stop = async () => {
    await served.kill()
    removeBuild()
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
} catch (error) {
  removeBuild()
  throw error
}
