// The mock build renders at once and starts its mock backend (the MSW worker) meanwhile; only
// requests wait for it, so the page's code and the worker load in parallel.
let ready: Promise<void> = Promise.resolve()

/** Requests sent from now on wait until `starting` settles (a failed start lets them through). */
export function holdRequestsUntil(starting: Promise<unknown>): void {
  ready = starting.then(
    () => undefined,
    (error: unknown) => {
      console.error('[mock] the mock backend did not start; requests go to the network', error)
    },
  )
}

/** Resolves once the backend can answer; at once when nothing is starting. */
export function backendReady(): Promise<void> {
  return ready
}
