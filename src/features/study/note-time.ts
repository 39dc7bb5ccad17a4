/** A play position as mm:ss (h:mm:ss from an hour on); nonsense reads as 00:00. */
export function formatPosition(seconds: number | undefined): string {
  const total =
    Number.isFinite(seconds) && (seconds as number) > 0 ? Math.floor(seconds as number) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
  return h > 0 ? `${h}:${mmss}` : mmss
}

/** The notes in play order (then in the order they were written). */
export function byPosition<T extends { id: unknown; time?: number }>(notes: readonly T[]): T[] {
  return [...notes].sort(
    (a, b) =>
      (a.time ?? 0) - (b.time ?? 0) ||
      String(a.id).localeCompare(String(b.id), undefined, { numeric: true }),
  )
}

/** Moves the player to `seconds` (a note's position). */
export function seekTo(media: HTMLMediaElement, seconds: number): void {
  media.currentTime = Math.max(0, seconds)
}
