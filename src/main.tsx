import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { makeStore } from './app/store'
import { createRoutes } from './app/router'
import { Providers } from './app/providers'
import { listenForLegacyHash, rewriteLegacyHash } from './lib/legacy-hash'
import { trackVisitedViews } from './layout/track-visited-views'
import { createBouncer } from './app/bounce'
import { onReLogin } from './api/http'
import { endSession } from './lib/end-session'
import { holdRequestsUntil } from './lib/backend-ready'
import './index.css'

// The one mock switch (see README): literal comparisons, so that a build without mocks drops
// the whole mock module. On by default in development; a production build needs VITE_USE_MOCK=true.
const useMock =
  import.meta.env.VITE_USE_MOCK === 'true' ||
  (import.meta.env.DEV && import.meta.env.VITE_USE_MOCK !== 'false')

function start() {
  rewriteLegacyHash()
  // The page renders at once; only its requests wait for the mock worker (see lib/backend-ready).
  if (useMock) holdRequestsUntil(import('../mocks/browser').then((m) => m.startMockWorker()))
  const store = makeStore()
  // 重新登录 in the login-expired confirm ends the session like any other way out, then reloads.
  onReLogin(() => {
    store.dispatch(endSession())
    window.location.reload()
  })
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

start()
