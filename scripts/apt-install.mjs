// Debian packages the test scripts install for themselves when run as root (Chromium, nginx).
// npm test runs some steps side by side, and on a fresh machine two of them can need the same
// package: apt-get holds a lock of its own, and the second install failed on it ("Could not get
// lock /var/lib/apt/lists/lock"). Installs here take turns on one lock file, and each looks again,
// once its turn has come, whether the one before it installed what it needs.
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const LOCK = join(tmpdir(), 'yd-apt-install.lock')

/** Installs `packages` unless `provides` (a path) exists; throws when apt-get fails. */
export function aptInstall(packages, provides, env = process.env) {
  const install = `apt-get update -qq && apt-get install -y -qq ${packages.join(' ')}`
  execFileSync('flock', [LOCK, 'sh', '-c', `test -e '${provides}' || (${install})`], {
    stdio: 'inherit',
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}
