import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { makeStore } from './app/store'
import { createRoutes } from './app/router'
import { Providers } from './app/providers'
import { listenForLegacyHash, rewriteLegacyHash } from './lib/legacy-hash'
import { trackVisitedViews } from './layout/track-visited-views'
import { createBouncer } from './app/bounce'
import './index.css'

// The one mock switch (see README): literal comparisons, so that a build without mocks drops
// the whole mock module. On by default in development; a production build needs VITE_USE_MOCK=true.
const useMock =
  import.meta.env.VITE_USE_MOCK === 'true' ||
  (import.meta.env.DEV && import.meta.env.VITE_USE_MOCK !== 'false')

async function start() {
  rewriteLegacyHash()
  if (useMock) {
    const { startMockWorker } = await import('../mocks/browser')
    await startMockWorker()
  }
  const store = makeStore()
  const bouncer = createBouncer()
  const router = createBrowserRouter(createRoutes(store, bouncer))
  trackVisitedViews(router, store)
  bouncer.follow(router)
  listenForLegacyHash((to) => router.navigate(to, { replace: true }))
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}

void start()
