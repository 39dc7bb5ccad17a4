// The built app served by `vite preview` on a free loopback port: what the e2e journeys on mocks
// and the user-list benchmark (scripts/bench-users.mjs) open.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './nginx.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Serves `dist`; answers the base URL and kill(). Port: `port`, else a free one. */
export async function servePreview(dist, port) {
  const listen = Number(port ?? (await freePort()))
  const base = `http://127.0.0.1:${listen}`
  // vite itself, not through npx: killing npx would orphan the server and keep this process alive.
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const child = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--outDir',
      dist,
      '--port',
      String(listen),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, stdio: 'ignore' },
  )
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(base + '/home')
      if (res.ok) return { base, kill: () => child.kill() }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error('preview server did not start')
}
