// Types of chromium.mjs, for playwright.config.ts.

/** Finds Debian's Chromium, installing it (with CJK fonts) when running as root. */
export function locateChromium(): string

/** The browser the journeys drive: Chromium's headless shell, or Chromium where it cannot be. */
export function locateTestBrowser(): string

/** Launch flags for a sandboxed, offline machine (no background networking). */
export const CHROMIUM_ARGS: string[]
