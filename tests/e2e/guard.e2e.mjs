import { assert, waitForPath } from './assert.mjs'

export const journeys = {
  async 'a guest opening /dashboard lands on /home'({ page }) {
    await page.goto('/dashboard')
    await waitForPath(page, '/home')
  },

  async 'a legacy hash link opens the same route'({ page }) {
    await page.goto('/#/newslist?typeId=1')
    await waitForPath(page, '/newslist')
    assert(new URL(page.url()).search === '?typeId=1', 'query kept: ' + page.url())
  },
}
