import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { makeStore, type AppStore } from './store'
import { createRoutes } from './router'
import { Providers } from './providers'
import { trackVisitedViews } from '../layout/track-visited-views'

/** Renders `ui` with a fresh store and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', store = makeStore(), path = '*' }: { route?: string; store?: AppStore; path?: string } = {}) {
  const routes: RouteObject[] = [{ path, element: ui }, { path: '*', element: <div data-testid="elsewhere" /> }]
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, store, router }
}

/** Renders the whole app route table at `route`, as the browser would. */
export function renderApp(route: string, store: AppStore = makeStore()) {
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [route] })
  trackVisitedViews(router, store)
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, store, router }
}
