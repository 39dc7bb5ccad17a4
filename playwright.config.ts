// The end-to-end journeys (tests/e2e) in Debian's Chromium, its headless shell (scripts/chromium.mjs);
// browsers are never downloaded.
//
//   npm run test:e2e         the build on mocks: projects mock-login, mock, storybook, alone
//   npm run test:stories     every story of storybook-static: project stories
//   npm run test:e2e:nginx   the build for the real backend behind nginx: nginx-login, nginx
//
// Each target's server is a webServer (scripts/e2e-server.mjs): it builds, serves on a free port
// and prints where, which Playwright hands to the journeys as E2E_*_BASE (webServer.wait). The
// build is part of the server's start, not of any test's time. Only the servers of the projects
// asked for start (tests/e2e/support/asked-projects.ts).
import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test'
import { CHROMIUM_ARGS, locateTestBrowser } from './scripts/chromium.mjs'
import { askedProjects } from './tests/e2e/support/asked-projects'

const mockBase = process.env.E2E_MOCK_BASE
const nginxBase = process.env.E2E_NGINX_BASE

const projects: (Project & { name: string })[] = [
  // one sign-in per mock account; the journeys that are not about logging in start signed in
  // (tests/e2e/support/accounts.ts)
  { name: 'mock-login', testMatch: 'login.setup.ts', use: { baseURL: mockBase } },
  {
    name: 'mock',
    testMatch: '*.spec.ts',
    testIgnore: ['*.nginx.spec.ts', 'storybook.spec.ts'],
    grepInvert: /@alone/,
    dependencies: ['mock-login'],
    use: { baseURL: mockBase },
  },
  { name: 'storybook', testMatch: 'storybook.spec.ts', grepInvert: /@alone/ },
  // A journey that times the page (@alone) runs by itself once the others are done. Being a
  // dependant, it does not run when one of them failed.
  {
    name: 'alone',
    testMatch: 'preload.spec.ts',
    grep: /@alone/,
    dependencies: ['mock'],
    workers: 1,
    use: { baseURL: mockBase },
  },
  // every story rendered, played and checked with axe, in two tabs of its own (@alone): npm test
  // runs it beside the real-build checks, whose journeys go one at a time and leave a core idle
  { name: 'stories', testMatch: 'storybook.spec.ts', grep: /@alone/, workers: 1 },
  { name: 'nginx-login', testMatch: 'login.nginx.setup.ts', use: { baseURL: nginxBase } },
  // two at a time, each worker with an nginx and a mock backend of its own (support/nginx.ts):
  // the journeys change the backend's data
  {
    name: 'nginx',
    testMatch: '*.nginx.spec.ts',
    dependencies: ['nginx-login'],
    workers: 2,
    use: { baseURL: nginxBase },
  },
].map((project) => ({ ...project, outputDir: `test-results/${project.name}` }))

type WebServer = Exclude<PlaywrightTestConfig['webServer'], undefined | unknown[]>
const server = (target: string, wait: RegExp): WebServer => ({
  name: target,
  command: `node scripts/e2e-server.mjs ${target}`,
  wait: { stdout: wait },
  // the build comes first: a minute or two on a busy 2-core machine
  timeout: 300_000,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
})
const SERVERS: [WebServer, string[]][] = [
  [server('mock', /mock build on (?<e2e_mock_base>http:\S+)/), ['mock-login', 'mock', 'alone']],
  [
    server('storybook', /storybook-static on (?<e2e_storybook_base>http:\S+)/),
    ['storybook', 'stories'],
  ],
  [
    server(
      'nginx',
      /nginx on (?<e2e_nginx_base>http:\S+) \(brotli (?<e2e_nginx_brotli>on|off)\), \/Api -> (?<e2e_nginx_backend>http:\S+)/,
    ),
    ['nginx-login', 'nginx'],
  ],
]
const asked = askedProjects(projects)

export default defineConfig({
  testDir: 'tests/e2e',
  projects,
  webServer: SERVERS.filter(([, users]) => users.some((name) => asked.has(name))).map(([s]) => s),
  fullyParallel: true,
  // two journeys at a time keep both cores busy (a third one does not make the run shorter)
  workers: 2,
  retries: 0,
  // a journey's own limit; each step waits 15 s at most (actionTimeout, expect), and the longest
  // walks (every sidebar entry, the course from writing to the landing page) take 1-2 minutes on
  // this machine when it is busy
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: locateTestBrowser(), args: CHROMIUM_ARGS },
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // a failed journey's trace: actions, DOM snapshots, network, console. Without the screencast:
    // its frames cost the renderer about as much as the journeys themselves on 2 cores (a run of
    // 20 journeys took 260-310 s with it, 130-165 s without, 140-170 s with no trace at all)
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
})
