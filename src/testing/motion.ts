import { vi } from 'vitest'

/** The system asks for reduced motion from now on (undone by vi.restoreAllMocks). */
export function preferReducedMotion(): void {
  const original = window.matchMedia
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('reduce'),
  }))
}
