// Test helper for api tests that go through the real baseQuery to the real mock handlers: log in
// as a seeded user (the token cookie the app reads) and observe what went over the wire without
// replacing any handler.
import { File as NodeFile } from 'node:buffer'
import Cookies from 'js-cookie'
import { onTestFinished, vi } from 'vitest'
import { reset } from './db'
import { server } from './node'
import { tokenFor } from './test-client'
import { readRequest, type RecordedRequest } from '../src/api/test-recorder'

/** Logs in as a seeded user: registers a token in the mock db and sets the Admin-Token cookie. */
export function loginAs(userId: string): string {
  const token = tokenFor(userId)
  Cookies.set('Admin-Token', token)
  return token
}

/** One request as the backend received it. */
export type SentRequest = RecordedRequest

export interface Wire {
  /** every request sent so far, in order */
  sent(): Promise<SentRequest[]>
  /** the requests sent so far to a path ending with `suffix` */
  to(suffix: string): Promise<SentRequest[]>
}

/**
 * Listens to MSW's request:start events (a passive observer: the handlers still answer) until
 * the end of the current test.
 */
export function watchWire(): Wire {
  const pending: Promise<SentRequest>[] = []
  const listener = ({ request }: { request: Request }) => {
    pending.push(readRequest(request.clone()))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  const sent = () => Promise.all(pending)
  return {
    sent,
    to: async (suffix) => (await sent()).filter((r) => r.pathname.endsWith(suffix)),
  }
}

/**
 * jsdom's File and FormData cannot hand a file's name and bytes to Node's fetch, which the app's
 * axios uses under Vitest. For upload tests, use Node's own classes (what a browser has natively)
 * until the end of the test; returns a File of that realm.
 */
export async function nodeFile(parts: string[], name: string, type = ''): Promise<File> {
  const probe = await new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
  vi.stubGlobal('FormData', probe.constructor)
  vi.stubGlobal('File', NodeFile)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return new NodeFile(parts, name, { type }) as unknown as File
}

/**
 * Pins the clock (Date and dayjs) for the rest of the test and reseeds, so that the seed's dates
 * (relative to today) and the handlers' clock agree on the pinned day.
 */
export function pinClock(iso: string): void {
  vi.setSystemTime(new Date(iso))
  reset()
  onTestFinished(() => {
    vi.useRealTimers()
  })
}
