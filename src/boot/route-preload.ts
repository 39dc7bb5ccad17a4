// The first script of index.html, tiny (built on its own, with only the few small modules it
// imports: the home page's table of calls, the paths it names, lib/early-answers): it asks for
// the current page's code while the app's entry is still downloading, instead of after the entry
// has run and the router has matched the URL (the waterfall the budget script showed). Which
// files each path needs is written into the page at build time (scripts/route-preload-plugin.ts,
// from the route table, app/router.tsx). Only the current URL's files: preloading every route was
// measured to be slower on slow 4G. On the home page it also asks for the lists, which the app's
// requests then pick up (lib/early-answers.ts).

import { homeFirstCalls } from '../features/home/first-calls'
import { sendEarlyCalls } from '../lib/early-answers'
import { noteCapsLock } from '../lib/caps-lock'
import { noteFocus, notePress } from '../lib/prerendered-controls'
import { tokenFromCookie } from '../lib/token-cookie'
import {
  afterFirstFrame,
  afterStylesheets,
  filesFor,
  frameFor,
  preload,
  readRouteFiles,
  showsHome,
  startApp,
} from './route-files'

// The prerendered pages (login.html, home.html: scripts/prerender-plugin.ts) have no script of
// their own for their controls until the app has taken them over: a submission of login.html's
// form (which itself sends nothing), the last control pressed and focused, and caps lock in the
// password field are noted here for the app to take over (features/account/login/prerendered.ts,
// lib/prerendered-controls.ts, lib/caps-lock.ts). Listened for on the document: the page may not
// be parsed yet when this runs.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target
    if (form instanceof HTMLFormElement && form.hasAttribute('data-prerendered-form'))
      form.setAttribute('data-submitted', '')
  },
  true,
)
document.addEventListener('click', notePress, true)
document.addEventListener('keydown', notePress, true)
document.addEventListener('keydown', noteCapsLock, true)
document.addEventListener('focusin', noteFocus, true)

const data = readRouteFiles()
if (data) {
  const token = tokenFromCookie(document.cookie)
  const loggedIn = token !== undefined
  const html = document.documentElement
  const frame = frameFor(data, location.pathname, loggedIn)
  html.dataset.frame = frame
  // home.html shows a signed-in visitor the static frame, not the guest's page (prerender-plugin)
  if (loggedIn) html.dataset.signedIn = ''
  const files = filesFor(data, location.pathname, loggedIn)
  // The home page's lists (not in the mock build: its worker is not up yet). home.html shows them
  // before the app starts: there they go first, and its own script asks for the page's code once
  // they are shown (boot/home-prerendered.ts); elsewhere they go behind the code, which
  // they would hold back.
  const early =
    import.meta.env.VITE_USE_MOCK !== 'true' && showsHome(data, location.pathname, loggedIn)
  const shownFirst = early && !loggedIn && html.dataset.prerendered === 'home'
  const send = (priority: RequestPriority) =>
    sendEarlyCalls(homeFirstCalls(), import.meta.env.VITE_API_BASE_URL ?? '', token, priority)
  if (shownFirst) send('high')
  else if (html.dataset.prerendered === 'login') {
    // login.html names the app without asking for it: asked for at once, its code held the
    // form's first layout back; a signed-in visitor, sent on by the app, wants it at once
    const start = () => void startApp(files)
    if (loggedIn) start()
    else afterFirstFrame(start)
  } else if (frame === 'shell') afterStylesheets(() => preload(files))
  else preload(files)
  if (early && !shownFirst) send('low')
}
