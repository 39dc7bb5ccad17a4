import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { makeStore } from './app/store'
import { createRoutes } from './app/router'
import { Providers } from './app/providers'
import { listenForLegacyHash, rewriteLegacyHash } from './lib/legacy-hash'
import { trackVisitedViews } from './layout/track-visited-views'
import { createBouncer } from './app/bounce'
import { guestBounce } from './app/guard'
import { preloadOnIntent } from './app/preload-on-intent'
import { onReLogin } from './api/http'
import { endSession } from './lib/end-session'
import { holdRequestsUntil } from './lib/backend-ready'
import { paths } from './lib/paths'
import { forwardBeforeRouting } from './lib/safe-redirect'
import { PrerenderedPageGone } from './boot/prerendered-page'
import './index.css'

// The one mock switch (see mocks/README.md): literal comparisons, so that a build without mocks drops
// the whole mock module. On by default in development; a production build needs VITE_USE_MOCK=true.
const useMock =
  import.meta.env.VITE_USE_MOCK === 'true' ||
  (import.meta.env.DEV && import.meta.env.VITE_USE_MOCK !== 'false')

function start() {
  rewriteLegacyHash()
  // a forwarder address no route matches (a line break in it) is forwarded here, not shown as 404
  const forwarded = forwardBeforeRouting(window.location.pathname, window.location.search)
  if (forwarded !== null) window.history.replaceState(null, '', forwarded)
  // a guest on a logged-in path goes where the guard would send them before anything loads
  const bounced = guestBounce(new URL(window.location.href))
  if (bounced) window.history.replaceState(null, '', bounced)
  // The page renders at once; only its requests wait for the mock worker (see lib/backend-ready).
  if (useMock) holdRequestsUntil(import('../mocks/browser').then((m) => m.startMockWorker()))
  const store = makeStore()
  // 重新登录 in the login-expired confirm ends the session like any other way out, then reloads.
  onReLogin(() => {
    store.dispatch(endSession())
    window.location.reload()
  })
  const bouncer = createBouncer()
  const routes = createRoutes(store, bouncer)
  const router = createBrowserRouter(routes)
  preloadOnIntent(routes)
  trackVisitedViews(router, store)
  bouncer.follow(router)
  listenForLegacyHash((to) => {
    const { pathname, search } = new URL(to, window.location.origin)
    return router.navigate(forwardBeforeRouting(pathname, search) ?? to, { replace: true })
  })
  // index.html's static frame stays until the first page can render (its code and the guard's
  // session are in): the first thing painted after it is the page, not a spinner.
  // The first page renders in slices (a transition), with the main thread free between them: in
  // one piece it blocked a phone's main thread for a second and more. What the visitor does on a
  // prerendered page between two slices is taken over at the commit (boot/prerendered-page.tsx,
  // features/account/login/prerendered.ts).
  const render = () => {
    const root = createRoot(document.getElementById('root')!)
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers store={store}>
            <PrerenderedPageGone takenOver={router.state.location.pathname === paths.login} />
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    )
  }
  if (router.state.initialized) render()
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      render()
    })
  }
}

start()
