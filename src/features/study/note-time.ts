/**
 * A play position as mm:ss (h:mm:ss from an hour on); undefined when it is not a usable number
 * (a position the answer did not give is never shown as 00:00).
 */
export function formatPosition(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined
  const total = Math.floor(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
  return h > 0 ? `${h}:${mmss}` : mmss
}

/** The notes in play order (then in the order they were written); those without a time last. */
export function byPosition<T extends { id: unknown; time?: number }>(notes: readonly T[]): T[] {
  const at = (note: T) =>
    formatPosition(note.time) === undefined ? Infinity : (note.time as number)
  return [...notes].sort(
    (a, b) =>
      (at(a) === at(b) ? 0 : at(a) < at(b) ? -1 : 1) ||
      String(a.id).localeCompare(String(b.id), undefined, { numeric: true }),
  )
}

/** Moves the player to `seconds` (a note's position). */
export function seekTo(media: HTMLMediaElement, seconds: number): void {
  media.currentTime = Math.max(0, seconds)
}
