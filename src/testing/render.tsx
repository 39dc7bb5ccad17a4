import { StrictMode, type ReactElement } from 'react'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { makeStore, type AppStore } from '../app/store'
import { createRoutes } from '../app/router'
import { Providers } from '../app/providers'
import { trackVisitedViews } from '../layout/track-visited-views'
import { createBouncer } from '../app/bounce'

interface RenderOptions {
  route?: string
  store?: AppStore
  path?: string
  container?: HTMLElement
  /** under StrictMode at the root, as main.tsx renders the app (effects run twice on mount) */
  strict?: boolean
}

/** Renders `ui` with a fresh store and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = makeStore(), path = '*', container, strict = false }: RenderOptions = {},
) {
  const routes: RouteObject[] = [
    { path, element: ui },
    { path: '*', element: <div data-testid="elsewhere" /> },
  ]
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const app = (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  )
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app, container && { container })
  return { ...view, store, router }
}

type Router = ReturnType<typeof createMemoryRouter>

/**
 * Resolves once `router` has loaded the open route's code and run its loaders (the session load
 * among them), and React has rendered what that changed, without polling: a query after it does
 * not wait on a busy machine.
 */
export function routerSettled(router: Router): Promise<void> {
  const done = (state: Router['state']) =>
    state.initialized && state.navigation.state === 'idle' && state.revalidation === 'idle'
  return act(
    () =>
      new Promise<void>((resolve) => {
        if (done(router.state)) return resolve()
        const stop = router.subscribe((state) => {
          if (!done(state)) return
          stop()
          resolve()
        })
      }),
  )
}

/**
 * Renders the whole app route table at `route`, as the browser would. A list of routes is a
 * history: the last one is open and the earlier ones are reachable with back.
 */
export function renderApp(route: string | string[], store: AppStore = makeStore()) {
  const entries = typeof route === 'string' ? [route] : route
  const bouncer = createBouncer()
  const router = createMemoryRouter(createRoutes(store, bouncer), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  })
  trackVisitedViews(router, store)
  bouncer.follow(router)
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, store, router }
}
