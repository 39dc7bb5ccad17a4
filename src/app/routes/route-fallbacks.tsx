import { lazy, Suspense } from 'react'

// The last-resort error screen loads only when a page fails.
const RouteError = lazy(() => import('./route-error'))

export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  )
}

// main.tsx renders once the first page is ready (index.html's frame shows until then); this
// fallback only shows where a router is rendered before that (tests), and shows nothing.
export function NoFallback() {
  return null
}
