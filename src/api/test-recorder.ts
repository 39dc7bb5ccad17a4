import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'

/** What one request carried, as the backend would see it. */
export interface RecordedRequest {
  method: string
  pathname: string
  query: Record<string, string>
  headers: Headers
  contentType: string
  /** parsed JSON body, the FormData of a multipart body, or undefined when empty */
  body: unknown
}

/** Reads one request as the backend would receive it (shared with mocks/test-harness.ts). */
export async function readRequest(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url)
  const contentType = request.headers.get('content-type') ?? ''
  let body: unknown
  if (contentType.includes('multipart/form-data')) body = await request.formData()
  else {
    const text = await request.text()
    body = text && contentType.includes('json') ? JSON.parse(text) : text || undefined
  }
  return {
    method: request.method,
    pathname: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    contentType,
    body,
  }
}

/**
 * Test helper: answers every request with `reply` (a success envelope by default) and records it.
 * Not used by the app; it lives here so api tests can share it.
 */
export function recordRequests(
  server: Pick<SetupServer, 'use'>,
  reply: (recorded: RecordedRequest) => Response = () => envelope(null),
): RecordedRequest[] {
  const log: RecordedRequest[] = []
  server.use(
    http.all('*', async ({ request }) => {
      const recorded = await readRequest(request)
      log.push(recorded)
      return reply(recorded)
    }),
  )
  return log
}

/** A success envelope, as the backend answers. */
export function envelope(data: unknown, extra: { msg?: string; total?: number } = {}): Response {
  return HttpResponse.json({
    success: true,
    errorCode: 0,
    msg: extra.msg ?? '',
    data,
    total: extra.total ?? 0,
  })
}

/** How many recorded requests went to `pathname`. */
export function hits(log: RecordedRequest[], pathname: string): number {
  return log.filter((r) => r.pathname === pathname).length
}
