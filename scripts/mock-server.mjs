// The mock backend as an HTTP server (mocks/http-server.ts), to stand in for the legacy backend
// behind nginx: `npm run mock-server [port]` (default 8080; HOST=0.0.0.0 to listen on every
// interface, MOCK_PUBLIC_ORIGIN=http://<name>:<port> when browsers reach it under another name).
// It also serves the seeded files under /mock/ (covers, avatars, media). The e2e run's nginx mode
// uses buildMockServer() and starts it on a free port.
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const MOCK_FILES = join(root, 'public', 'mock')

let builds = 0

/**
 * Bundles mocks/http-server.ts for Node (inside node_modules, so it finds msw) and imports it.
 * Each call is a backend of its own: its bundle goes to a folder of its own, so that its modules
 * (the database among them) are not those of a bundle imported before.
 */
export async function buildMockServer() {
  // one folder per call: two runs at once, or two backends of one run, must not share a bundle
  const outDir = join(root, 'node_modules', '.cache', `yd-mock-server-${process.pid}-${++builds}`)
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    build: { ssr: 'mocks/http-server.ts', outDir, emptyOutDir: true, copyPublicDir: false },
  })
  return { ...(await import(pathToFileURL(join(outDir, 'http-server.js')).href)), outDir }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rmSync } = await import('node:fs')
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8080)
  const host = process.env.HOST ?? '127.0.0.1'
  const { startMockHttpServer, outDir } = await buildMockServer()
  rmSync(outDir, { recursive: true, force: true })
  await startMockHttpServer(port, host, {
    filesDir: MOCK_FILES,
    publicOrigin: process.env.MOCK_PUBLIC_ORIGIN,
  })
  console.log(`mock backend on http://${host}:${port} (Ctrl+C stops it)`)
}
