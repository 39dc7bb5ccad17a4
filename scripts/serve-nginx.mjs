// The production build behind nginx with the mock backend as a real HTTP server: what the nginx
// journeys (scripts/e2e-server.mjs) and the budget script (scripts/budget.mjs) serve. nginx is configured from
// deploy/nginx/templates as the Docker image is (scripts/nginx.mjs); /Api goes to the mock backend
// (scripts/mock-server.mjs), which also plays the file host of covers and media.
import { rmSync } from 'node:fs'

/**
 * Serves `dist` on `port` (a free one when not given). Answers the base URL, what the journeys
 * need to know about the setup, and kill(), which stops nginx and the mock backend.
 */
export async function serveNginx(dist, port) {
  const { startNginx, freePort } = await import('./nginx.mjs')
  const { buildMockServer, MOCK_FILES } = await import('./mock-server.mjs')
  const { startMockHttpServer, outDir } = await buildMockServer()
  rmSync(outDir, { recursive: true, force: true })
  const mock = await startMockHttpServer(0, '127.0.0.1', { filesDir: MOCK_FILES })
  const backend = `http://127.0.0.1:${mock.address().port}`
  const listen = Number(port ?? (await freePort()))
  const vars = {
    PORT: `127.0.0.1:${listen}`,
    HTML_ROOT: dist,
    BACKEND_URL: backend,
    // a test value, not a secret: the mock accepts any; the journeys check that nginx adds it
    OPENAPI_KEY: 'e2e-openapi-key',
    CONNECT_SRC: '',
    // the stand-in's own origin is the only file host: nothing else may be needed
    MEDIA_SRC: backend,
  }
  let served
  try {
    served = await startNginx(vars)
  } catch (e) {
    mock.close()
    throw e
  }
  return {
    base: served.base,
    nginx: { backend, brotli: served.brotli, vars, errorLog: served.errorLog },
    kill: async () => {
      await served.stop()
      mock.closeAllConnections?.()
      mock.close()
    },
  }
}
