import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { db, persist, reset } from './db'
import { mediaRangeHandlers } from './media'

// MSW's worker behind a filter that lets the app's own files through (public/mock-worker.js)
const WORKER_URL = '/mock-worker.js'
/** What asks the worker to take charge of this page (public/mock-worker.js). */
const CLAIM = 'yd-claim'

function settled(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => worker.state === 'activated' || worker.state === 'redundant'
    if (done()) return resolve()
    // a worker stuck installing must not hold the app for ever
    const timer = setTimeout(resolve, 5000)
    worker.addEventListener('statechange', () => {
      if (!done()) return
      clearTimeout(timer)
      resolve()
    })
  })
}

/** Whether a worker takes charge of this page (controllerchange) within `timeoutMs`. */
function controllerChange(container: ServiceWorkerContainer, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      { once: true },
    )
  })
}

/**
 * Waits for a mock worker an earlier page of this tab began installing (the user went on before
 * it was ready). MSW would call update() on that half-installed registration without handling
 * the outcome: when the install is dropped the update fails ("Failed to update a ServiceWorker
 * ... Not found", an unhandled rejection) and MSW reloads the page. Once the worker is active
 * and has claimed this page, MSW finds an ordinary registration.
 */
async function settlePendingInstall(): Promise<void> {
  const container = navigator.serviceWorker
  if (!container) return
  const pending = (await container.getRegistrations())
    .flatMap((r) => [r.installing, r.waiting])
    .filter((w): w is ServiceWorker => !!w && new URL(w.scriptURL).pathname === WORKER_URL)
  if (!pending.length) return
  await Promise.all(pending.map(settled))
  if (container.controller) return
  // the activated worker claims its pages (clients.claim in mockServiceWorker.js)
  await controllerChange(container, 1000)
}

/**
 * MSW asks an existing mock registration to look for a newer worker script and leaves the
 * outcome unhandled. The worker unregisters itself when its last page closes
 * (mockServiceWorker.js, CLIENT_CLOSED), so after a navigation in the only tab the next page can
 * still meet the registration being removed: Chromium then answers the check with "Not found",
 * an unhandled rejection, while MSW goes on (it reloads or registers anew). The check is
 * optional: in the mock build a failed check is handled. A caller that awaits it still gets the
 * failure; only the unhandled-rejection report goes. (On the prototype: the browser may hand out
 * a new registration object once the last one was collected.)
 */
function handleUpdateFailures(): void {
  if (typeof ServiceWorkerRegistration === 'undefined') return
  const prototype = ServiceWorkerRegistration.prototype as ServiceWorkerRegistration & {
    updateHandled?: true
  }
  if (prototype.updateHandled) return
  const update = prototype.update
  prototype.update = function (this: ServiceWorkerRegistration) {
    const checked = update.call(this)
    checked.catch(() => undefined)
    return checked
  }
  prototype.updateHandled = true
}

/**
 * Resolves once the mock worker controls this page: only then do its calls reach the mock. A page
 * can load while the worker's registration is being removed (the worker unregisters itself when
 * its last page closes, CLIENT_CLOSED, and the next page of the tab may already be loading). The
 * browser does not put that page under the worker; MSW registers the worker again, which keeps the
 * registration and its active worker, and starts, but nothing claims the page. The calls released
 * then went to the server: a 404 for GetUserInfo, and the route guard ended the session (seen in
 * the e2e journeys about once in 150 page loads). The worker takes the page when asked
 * (public/mock-worker.js); if it does not within 3 s, the page is loaded again, its calls unsent.
 */
async function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return
  const taken = controllerChange(container, 3000)
  const registration = await container.getRegistration()
  registration?.active?.postMessage(CLAIM)
  if (await taken) return
  window.location.reload()
  // the page is going: nothing after this may run (its calls would go to the server)
  await new Promise<never>(() => {})
}

/** Starts the mock backend in the browser; `window.__mockDb.reset()` goes back to the seed. */
export async function startMockWorker(): Promise<void> {
  handleUpdateFailures()
  await settlePendingInstall()
  const worker = setupWorker(...mediaRangeHandlers, ...handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  })
  if (navigator.serviceWorker) await controlled(navigator.serviceWorker)
  // A reset from the console keeps the current logins, so the page does not fall back to /home.
  const resetKeepingLogins = () => {
    const tokens = db.tokens
    reset()
    db.tokens = tokens
    persist()
  }
  ;(window as unknown as { __mockDb: { reset: () => void } }).__mockDb = {
    reset: resetKeepingLogins,
  }
}
