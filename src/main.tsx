import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { makeStore } from './app/store'
import { createRoutes } from './app/router'
import { Providers } from './app/providers'
import { rewriteLegacyHash } from './lib/legacy-hash'
import { trackVisitedViews } from './layout/track-visited-views'
import './index.css'

// Literal comparisons so that a build without mocks drops the whole mock module.
const useMock =
  import.meta.env.VITE_USE_MOCK === 'true' || (import.meta.env.DEV && import.meta.env.VITE_USE_MOCK !== 'false')

async function start() {
  rewriteLegacyHash()
  if (useMock) {
    const { startMockWorker } = await import('../mocks/browser')
    await startMockWorker()
  }
  const store = makeStore()
  const router = createBrowserRouter(createRoutes(store))
  trackVisitedViews(router, store)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}

void start()
