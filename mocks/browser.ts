import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { db, persist, reset } from './db'

/** Starts the mock backend in the browser; `window.__mockDb.reset()` goes back to the seed. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
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
