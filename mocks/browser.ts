import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { db, persist, reset } from './db'
import { mediaRangeHandlers } from './media'

// MSW's worker behind a filter that lets the app's own files through (public/mock-worker.js)
const WORKER_URL = '/mock-worker.js'

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
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000)
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
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
