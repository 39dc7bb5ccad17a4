// The calls a page makes to one backend path, with what was sent and answered.
import type { Page } from '@playwright/test'

/* eslint-disable @typescript-eslint/no-explicit-any -- the bodies are the backend's JSON */
export type Call = { body: any; status: number; answer: any; read: Promise<unknown> }

/** The JSON bodies the app sent to a path ending with `suffix`, and the answers it got. */
export function watchCalls(page: Page, suffix: string): Call[] {
  const calls: Call[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (!new URL(request.url()).pathname.endsWith(suffix)) return
    const call: Call = {
      body: request.postDataJSON(),
      status: response.status(),
      answer: undefined,
      read: Promise.resolve(),
    }
    // the body comes over the debugging connection after the page has it, later still on a busy
    // machine: a check of the answers waits for answersOf
    call.read = response
      .json()
      .catch(() => undefined)
      .then((answer) => (call.answer = answer))
    calls.push(call)
  })
  return calls
}

/** The calls with their answers read (see watchCalls). */
export async function answersOf(calls: Call[]) {
  await Promise.all(calls.map((call) => call.read))
  return calls
}
