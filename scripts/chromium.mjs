import { existsSync } from 'node:fs'
import { aptInstall } from './apt-install.mjs'

// Two builds of Debian's Chromium. The journeys and the story check drive its headless shell
// (package chromium-headless-shell, the one Playwright itself runs headless): the same engine
// without the browser's own interface, which on 2 cores made the journeys on mocks shorter
// (4.9 -> 4.0-4.7 min) and the story check too (207 -> 152-186 s). The budget script and
// Lighthouse measure what a visitor's browser does: the browser itself. CHROMIUM_PATH, when set,
// is used for both.
const FULL = '/usr/bin/chromium'
const SHELL = '/usr/bin/chromium-headless-shell'
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/** Finds Debian's Chromium, installing it (with CJK fonts) when running as root. */
export function locateChromium() {
  const found = [
    process.env.CHROMIUM_PATH,
    FULL,
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].find((p) => p && existsSync(p))
  if (found) return found
  if (!isRoot()) {
    throw new Error(
      'Chromium not found: install it with `sudo apt-get install -y chromium fonts-noto-cjk` or set CHROMIUM_PATH.',
    )
  }
  console.log('[e2e] installing Debian chromium and fonts-noto-cjk ...')
  aptInstall(['chromium', 'fonts-noto-cjk'], FULL)
  if (!existsSync(FULL)) throw new Error(`apt-get did not provide ${FULL}`)
  return FULL
}

/**
 * The browser the journeys drive: Chromium's headless shell, installed as root when missing;
 * Chromium itself where it cannot be (the journeys pass there too, more slowly).
 */
export function locateTestBrowser() {
  if (process.env.CHROMIUM_PATH) return locateChromium()
  if (!existsSync(SHELL) && isRoot()) {
    console.log('[e2e] installing Debian chromium-headless-shell and fonts-noto-cjk ...')
    aptInstall(['chromium-headless-shell', 'fonts-noto-cjk'], SHELL)
  }
  return existsSync(SHELL) ? SHELL : locateChromium()
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
