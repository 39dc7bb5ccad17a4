import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { reset } from './db'

/** Starts the mock backend in the browser; `window.__mockDb.reset()` goes back to the seed. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers)
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
  ;(window as unknown as { __mockDb: { reset: () => void } }).__mockDb = { reset }
}
