import { screen } from '@testing-library/react'

/** The alt text of the carousel slide showing: the one whose link is in the tab order. */
export const showingSlide = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .find((a) => !a.hasAttribute('tabindex'))
    ?.querySelector('img')
    ?.getAttribute('alt')
