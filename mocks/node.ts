import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

// The static files a test run has no server for: no operator menu map (tests that need one
// answer it with server.use).
const staticFiles = [http.get('*/menu-map.json', () => new HttpResponse(null, { status: 404 }))]

/** The mock backend for Vitest. */
export const server = setupServer(...handlers, ...staticFiles)
