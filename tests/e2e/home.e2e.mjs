import AxeBuilder from '@axe-core/playwright'
import { assert, waitForPath } from './assert.mjs'

const region = (page, name) => page.getByRole('region', { name, exact: true })

/** Waits until every home section has its seeded content. */
async function waitForHome(page) {
  await page.goto('/home')
  await page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: '第一课堂' }).waitFor()
  await page.getByRole('img', { name: '工伤预防 从我做起' }).waitFor()
  await region(page, '热门课程').getByRole('button', { name: /人学习/ }).nth(9).waitFor()
  for (const name of ['通知公告', '政策解读', '新闻动态', '政策法规']) {
    await region(page, name).getByRole('listitem').nth(5).waitFor()
  }
  await region(page, '合作单位').getByRole('img').nth(3).waitFor()
  await region(page, '培训项目').getByRole('link').first().waitFor()
}

export const journeys = {
  async 'the home page shows every section and fits a phone'({ page, shot }) {
    await waitForHome(page)
    assert((await region(page, '课程分类').getByRole('link').count()) === 12, 'twelve category tiles')
    assert((await region(page, '热门课程').getByRole('button', { name: /人学习/ }).count()) === 10, 'ten hot courses')
    for (const name of ['快捷入口', '岗位技能', '职工社团', '培训项目']) {
      assert((await region(page, name).getByRole('listitem').count()) > 0, `links in ${name}`)
    }
    assert(await page.getByText('08:30-16:30').first().isVisible(), 'footer service hours')
    const bannerHeight = await page.locator('.banner-carousel').evaluate((el) => el.getBoundingClientRect().height)
    assert(Math.round(bannerHeight) === 360, `banner is 360 px high, got ${bannerHeight}`)
    await shot('home-1440')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(500)
    await shot('home-390')
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    assert(scrollWidth <= 390, `no horizontal scroll at 390 px, scrollWidth ${scrollWidth}`)
  },

  async 'the home page has no serious accessibility violations'({ page }) {
    await waitForHome(page)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    assert(!bad.length, 'axe violations:\n' + summary.join('\n'))
  },

  async 'a logged-in user opening a hot course lands on the study page'({ page }) {
    await waitForHome(page)
    await page.getByRole('button', { name: '培训登录' }).click()
    const dialog = page.getByRole('dialog', { name: '培训登录' })
    await dialog.getByPlaceholder('用户名').fill('learner')
    await dialog.getByPlaceholder('密码').fill('Learner@123')
    await dialog.getByRole('button', { name: /登\s*录/ }).click()
    await waitForPath(page, '/dashboard')
    await waitForHome(page)
    await region(page, '热门课程').getByRole('button', { name: /人学习/ }).first().click()
    await waitForPath(page, '/trainres/study')
    assert(/^\?id=\d+$/.test(new URL(page.url()).search), 'course id in the query: ' + page.url())
  },
}
