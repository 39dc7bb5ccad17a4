import { screen, within } from '@testing-library/react'

/**
 * The one alert on screen that shows `title` (a LoadError's 我的考试加载失败, say). A toast of the
 * request layer has the role alert too, and arrives a moment later: a bare getByRole('alert')
 * finds one or two depending on the machine's speed.
 */
export function alertTitled(title: string): HTMLElement {
  const found = screen
    .getAllByRole('alert')
    .filter((alert) => within(alert).queryAllByText(title).length > 0)
  if (found.length !== 1) throw new Error(`expected one alert showing ${title}: ${found.length}`)
  return found[0]
}
