// The programs the browser journeys need, found or installed (as root, from Debian's packages):
// Chromium and its headless shell with CJK fonts (scripts/chromium.mjs) and nginx
// (scripts/nginx.mjs). Each is a no-op when the program is there. npm test runs this beside its
// first steps.
import { locateChromium, locateTestBrowser } from './chromium.mjs'
import { locateNginx } from './nginx.mjs'

console.log(`[tools] chromium: ${locateChromium()}`)
console.log(`[tools] the journeys' browser: ${locateTestBrowser()}`)
console.log(`[tools] nginx: ${locateNginx()}`)
