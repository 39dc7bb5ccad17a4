// Test helper: calls the mock backend the way the app does (absolute URL, bearer token).
import { db } from './db'

export interface Envelope<T = unknown> {
  success: boolean
  errorCode: number
  msg: string
  data: T
  total: number
}

/** A token for a seeded user, without going through the login calls. */
export function tokenFor(userId: string): string {
  const token = `test-${userId}`
  db.tokens[token] = userId
  return token
}

interface CallOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  query?: Record<string, string | number>
  token?: string
}

export async function call<T = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const url = new URL(path, 'http://localhost')
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v))
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(url, {
    method: options.method ?? 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return (await response.json()) as Envelope<T>
}
