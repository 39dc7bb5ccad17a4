// Seed data must be identical on every run of a day (tests deep-compare two seeds), so nothing here
// may use Math.random: a mulberry32 generator stands in for it, and dates count from today's date.

/** A small deterministic generator with the helpers the seed modules need. */
export function createRng(seedValue: number) {
  let state = seedValue >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]
  const chance = (p: number): boolean => next() < p
  const digits = (n: number): string => Array.from({ length: n }, () => String(int(0, 9))).join('')
  return { next, int, pick, chance, digits }
}

export type Rng = ReturnType<typeof createRng>

/**
 * The seed's "today": the current calendar day, so that the newest learning log is today and the
 * exams are open around now whatever the date. The same day always gives the same seed; tests that
 * depend on dates pin the clock with vi.setSystemTime before reseeding.
 */
export function baseDate(): string {
  return formatDay(baseMs())
}

const DAY = 86_400_000

/** Midnight of the local calendar day, expressed on the UTC axis the seed formats with. */
function baseMs(): number {
  const now = new Date()
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Formats a UTC timestamp as the backend does: 'YYYY-MM-DD HH:mm:ss'. */
export function formatTime(ms: number): string {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/** 'YYYY-MM-DD' of a timestamp. */
export function formatDay(ms: number): string {
  return formatTime(ms).slice(0, 10)
}

/** A seeded time `days` before the base date, at hh:mm. */
export function daysAgo(days: number, hour = 9, minute = 0): string {
  return formatTime(baseMs() - days * DAY + (hour * 60 + minute) * 60_000)
}

/** A seeded time `days` after the base date, at hh:mm. */
export function daysAhead(days: number, hour = 9, minute = 0): string {
  return daysAgo(-days, hour, minute)
}

/** The day 'YYYY-MM-DD' that lies `days` before the base date. */
export function dayAgo(days: number): string {
  return formatDay(baseMs() - days * DAY)
}
