// The home page's sections, found by their names (each is a named region).
import type { Page } from '@playwright/test'

/** A section of the page by its heading's name. */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** A section's entries: the loading skeleton's lines are list items too, empty ones. */
export const entries = (page: Page, name: string) =>
  region(page, name).getByRole('listitem').filter({ hasText: /\S/ })
