import { request as httpRequest } from 'node:http'

type Raw = { status?: number; headers: Record<string, string | string[] | undefined>; body: Buffer }
type Options = { method?: string; headers?: Record<string, string>; body?: string }

/** A raw HTTP request (no automatic decompression): status, headers and the body as bytes. */
export function raw(url: string, { method = 'GET', headers = {}, body }: Options = {}) {
  return new Promise<Raw>((done, fail) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', fail)
    req.end(body)
  })
}
