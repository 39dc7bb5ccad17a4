import { useSyncExternalStore } from 'react'

// Cards per row by screen width: 5 from 1200 px (behaviour B9.10), 4 from
// the 992 px desktop breakpoint, 3 on a tablet, 2 on a phone.
const WIDTHS = [
  [5, '(min-width: 1200px)'],
  [4, '(min-width: 992px)'],
  [3, '(min-width: 768px)'],
] as const
const PHONE = 2

function columnsNow(): number {
  return WIDTHS.find(([, query]) => window.matchMedia(query).matches)?.[0] ?? PHONE
}

function subscribe(changed: () => void): () => void {
  const lists = WIDTHS.map(([, query]) => window.matchMedia(query))
  lists.forEach((list) => list.addEventListener('change', changed))
  return () => lists.forEach((list) => list.removeEventListener('change', changed))
}

/**
 * The number of columns of the course grid, read from the screen width when the page renders
 * (no first frame at the wrong width) and again whenever it crosses a breakpoint.
 */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columnsNow, () => WIDTHS[0][0])
}
