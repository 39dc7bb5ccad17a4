// npm test's checks of the build for the real backend, on one build: the delivery journeys
// behind nginx (tests/e2e/run.mjs --nginx) and the byte budgets (scripts/budget.mjs). Each of
// them alone builds for itself; this saves npm test one production build.
import { execFileSync, execSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(tmpdir(), `yd-real-${process.pid}`)
const env = { ...process.env, VITE_USE_MOCK: 'false' }

try {
  console.log('[real] building the app for the real backend ...')
  execSync(`npx vite build --outDir ${dist} --emptyOutDir --manifest --logLevel warn`, {
    cwd: root,
    stdio: 'inherit',
    env,
  })
  const reuse = { ...env, E2E_DIST: dist, E2E_SKIP_BUILD: '1' }
  const run = (script, args) =>
    execFileSync(process.execPath, [join(root, script), ...args], {
      cwd: root,
      stdio: 'inherit',
      env: reuse,
    })
  run('tests/e2e/run.mjs', ['--nginx'])
  // the byte budgets and loading rules; one load a page and no template: timings are not checked
  // here (npm run budget times them, median of 3, beside the Vue template)
  run('scripts/budget.mjs', ['--runs', '1', '--no-template'])
} catch (error) {
  // the child has said why; only its exit code matters here
  process.exitCode = error.status ?? 1
} finally {
  rmSync(dist, { recursive: true, force: true })
}
