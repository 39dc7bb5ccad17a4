import { chromium } from 'playwright-core'
import { writeFileSync } from 'node:fs'
import { CHROMIUM_ARGS, locateChromium } from './tests/e2e/chromium.mjs'
import { serveNginx } from './tests/e2e/serve-nginx.mjs'
const served = await serveNginx(process.env.DIST)
const browser = await chromium.launch({ executablePath: locateChromium(), args: CHROMIUM_ARGS })
const page = await browser.newPage()
const cdp = await page.context().newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
await cdp.send('Profiler.start')
await page.goto(served.base + (process.argv[2] ?? '/home'))
await page.waitForSelector(process.argv[3] ?? 'ul.course-grid li')
const { profile } = await cdp.send('Profiler.stop')
writeFileSync('/tmp/runs/p.cpuprofile', JSON.stringify(profile))
await browser.close(); await served.kill()
