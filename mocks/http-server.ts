// The mock backend as a real HTTP server: the same handlers and seed as the browser mocks,
// answering over the network. It stands in for the legacy backend behind a reverse proxy (the
// nginx journeys of the e2e run, or an operator trying docs/deployment.md without a backend).
// Built for Node by scripts/mock-server.mjs (vite build --ssr); `npm run mock-server` runs it.
//
// It also plays the backend's file host: the seeded covers, avatars and media (public/mock) are
// served from this server's own origin, and the /mock/ paths in its JSON answers are made absolute
// on that origin. The page then shows images and plays media from another host, as it does with
// the real backend's file store, which is what the Content-Security-Policy has to allow.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, normalize, resolve } from 'node:path'
import { getResponse } from 'msw'
import { handlers } from './handlers'

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.txt': 'text/plain; charset=utf-8',
}

export interface MockHttpOptions {
  /** the folder behind /mock/ (the repository's public/mock) */
  filesDir?: string
  /** the origin the browser reaches this server on, for the absolute /mock/ urls */
  publicOrigin?: string
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

function toRequest(req: IncomingMessage, body: Uint8Array<ArrayBuffer> | undefined): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  return new Request(url, { method: req.method, headers, body: body?.length ? body : undefined })
}

/** GET /mock/...: a seeded file, with single byte ranges so that the player can seek. */
function serveFile(req: IncomingMessage, res: ServerResponse, filesDir: string): void {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(
    '/mock/'.length,
  )
  const file = resolve(filesDir, normalize(path))
  if (!file.startsWith(resolve(filesDir)) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
    return
  }
  const data = readFileSync(file)
  const headers: Record<string, string | number> = {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-cache',
    // what a file host answers so that any page may show the file
    'Access-Control-Allow-Origin': '*',
  }
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, data.length - Number(range[2]))
    const end = range[1] && range[2] ? Math.min(Number(range[2]), data.length - 1) : data.length - 1
    if (start > end || start >= data.length) {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${data.length}` }).end()
      return
    }
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${data.length}`,
      'Content-Length': end - start + 1,
    })
    res.end(req.method === 'HEAD' ? undefined : data.subarray(start, end + 1))
    return
  }
  res.writeHead(200, { ...headers, 'Content-Length': data.length })
  res.end(req.method === 'HEAD' ? undefined : data)
}

/** The /mock/ paths of a JSON answer ("/mock/..." and \"/mock/..." in rich text) made absolute. */
function absoluteFileUrls(body: string, origin: string): string {
  return body.replace(/(?<=["'])\/mock\//g, `${origin}/mock/`)
}

/** Starts the server on `port` (0: any free port) and resolves once it listens. */
export function startMockHttpServer(
  port: number,
  host = '127.0.0.1',
  options: MockHttpOptions = {},
): Promise<Server> {
  let origin = options.publicOrigin ?? ''
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (options.filesDir && req.url?.startsWith('/mock/')) {
          serveFile(req, res, options.filesDir)
          return
        }
        const response = await getResponse(handlers, toRequest(req, await readBody(req)))
        if (!response) {
          res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' })
          res.end(JSON.stringify({ success: false, msg: `mock: no handler for ${req.url}` }))
          return
        }
        const headers = Object.fromEntries(response.headers)
        let body: Uint8Array = new Uint8Array(await response.arrayBuffer())
        if (options.filesDir && origin && /json/.test(headers['content-type'] ?? '')) {
          body = new TextEncoder().encode(absoluteFileUrls(new TextDecoder().decode(body), origin))
          delete headers['content-length']
        }
        res.writeHead(response.status, headers)
        res.end(body)
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' })
        res.end(String(error))
      }
    })()
  })
  return new Promise((done) =>
    server.listen(port, host, () => {
      const address = server.address()
      if (!origin && address && typeof address === 'object')
        origin = `http://${host}:${address.port}`
      done(server)
    }),
  )
}
