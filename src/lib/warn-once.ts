// Developer warnings (a missing build variable) are printed once per page load, not per call.
const warned = new Set<string>()

/** Prints `text` with console.warn the first time `key` is seen. */
export function warnOnce(key: string, text: string): void {
  if (warned.has(key)) return
  warned.add(key)
  console.warn(text)
}

/** Forgets what was printed (tests, which share one page between cases). */
export function resetWarnings(): void {
  warned.clear()
}
