// npm test's checks of the build for the real backend, on one build: the delivery journeys
// behind nginx (the nginx project of playwright.config.ts) and the byte budgets
// (scripts/budget.mjs). Each of them alone builds for itself; this saves npm test one production
// build (E2E_DIST and E2E_SKIP_BUILD=1 tell both to serve this one).
//
// The two run side by side, each with its own nginx and mock backend: the journeys wait on
// timers and the budget loads one page at a time, so neither keeps both cores busy. Here the
// budget checks bytes and loading rules only, not times, so sharing the machine changes nothing
// it checks. Each one's output is printed when it ends, one after the other.
import { execSync, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(tmpdir(), `yd-real-${process.pid}`)
const env = { ...process.env, VITE_USE_MOCK: 'false' }

/** Runs a Node script on the build; answers its exit code once its output is out. */
function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, script), ...args], {
      cwd: root,
      env: { ...env, E2E_DIST: dist, E2E_SKIP_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output))
      resolve(code ?? 1)
    })
  })
}

try {
  console.log('[real] building the app for the real backend ...')
  execSync(`npx vite build --outDir ${dist} --emptyOutDir --manifest --logLevel warn`, {
    cwd: root,
    stdio: 'inherit',
    env,
  })
  const codes = await Promise.all([
    run('node_modules/@playwright/test/cli.js', ['test', '--project=nginx']),
    // the byte budgets and loading rules; one load a page, no template, no Lighthouse: timings
    // are not checked here (npm run budget times them, median of 3, beside the Vue template)
    run('scripts/budget.mjs', ['--runs', '1', '--no-template', '--no-lighthouse']),
  ])
  process.exitCode = codes.find((code) => code !== 0) ?? 0
} catch (error) {
  // the build has said why; only its exit code matters here
  process.exitCode = error.status ?? 1
} finally {
  rmSync(dist, { recursive: true, force: true })
}
