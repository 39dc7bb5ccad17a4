import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Shot } from './test'

/**
 * Waits until no CSS transition or finite animation is running: a button that has just become
 * enabled fades its colours in for 0.2 s, and axe measured it half way (color-contrast on the
 * exam result's 导出 PDF and 打印). Endless ones (a spinner) do not count.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
}

/** No serious or critical axe violations on the page as it is now; `where` names the state. */
export async function noSeriousA11yViolations(page: Page, where = page.url()) {
  await settled(page)
  // only violations are read: axe collects the other results (passes and the rest) for one node
  // each, not for every node of the page (a check took about 15 % less on the dashboard)
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze()
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' ') + ' ' + n.html.slice(0, 160))
          .join(' | ')}`,
    )
  expect(bad, `axe violations (${where})`).toEqual([])
}

/** At 390 px wide: a screenshot named `name` and no horizontal scroll. */
export async function fitsPhone(page: Page, shot: Shot, name: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  // the page's own reaction to the width (antd's breakpoints, its observers) takes a moment,
  // and what must not come (a wider row) could come in it
  await page.waitForTimeout(400)
  await shot(name)
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${name}: no horizontal scroll at 390 px`).toBeLessThanOrEqual(390)
}
