// A switch of the mock's way of answering (documented-only.ts, whole-record.ts), on for a request
// by any of: a build variable (VITE_…=true), a variable of the mock as an HTTP server (…=1), a
// request cookie (one browser context of an e2e journey), localStorage in the browser, or, in a
// unit test, set() for this process.

export interface MockSwitch {
  /** localStorage and cookie name */
  key: string
  /** on for this process (unit tests); undefined goes back to the environment */
  set(on: boolean | undefined): void
  /** whether the switch is on for this request */
  on(request: Request): boolean
}

/** A switch named `key`, with its build variable `viteVar` and its server variable `envVar`. */
export function mockSwitch(key: string, viteVar: string, envVar: string): MockSwitch {
  let forced: boolean | undefined
  const fromEnvironment = (request: Request): boolean => {
    if ((import.meta.env as Record<string, unknown> | undefined)?.[viteVar] === 'true') return true
    if (typeof process !== 'undefined' && process.env?.[envVar] === '1') return true
    if (new RegExp(`(?:^|;\\s*)${key}=1(?:;|$)`).test(request.headers.get('cookie') ?? ''))
      return true
    try {
      return typeof localStorage !== 'undefined' && localStorage.getItem(key) === '1'
    } catch {
      return false
    }
  }
  return {
    key,
    set: (on) => {
      forced = on
    },
    on: (request) => forced ?? fromEnvironment(request),
  }
}
