import { existsSync } from 'node:fs'
import { aptInstall } from './apt-install.mjs'

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

/** Finds Debian's Chromium, installing it (with CJK fonts) when running as root. */
export function locateChromium() {
  const found = CANDIDATES.find((p) => p && existsSync(p))
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(
      'Chromium not found: install it with `sudo apt-get install -y chromium fonts-noto-cjk` or set CHROMIUM_PATH.',
    )
  }
  console.log('[e2e] installing Debian chromium and fonts-noto-cjk ...')
  aptInstall(['chromium', 'fonts-noto-cjk'], '/usr/bin/chromium')
  if (!existsSync('/usr/bin/chromium')) throw new Error('apt-get did not provide /usr/bin/chromium')
  return '/usr/bin/chromium'
}

/** Launch flags for a sandboxed, offline machine (no background networking). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
