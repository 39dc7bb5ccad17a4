import { fitsPhone, noSeriousA11yViolations } from './page-checks.mjs'
import { assert } from './assert.mjs'

const newsList = (page) => page.getByRole('list', { name: '新闻列表' })
const query = (page, key) => new URL(page.url()).searchParams.get(key)

// The whole page, header and buttons included: the public frame carries an AA-contrast theme.

export const journeys = {
  async 'a notice opens its detail page with attachments and release info'({ page, shot }) {
    await page.goto('/viewnoticeitem?noticeSysCode=NT20260001')
    const article = page.getByRole('article')
    await article
      .getByRole('heading', { level: 1, name: '关于开展2026年度工伤预防能力提升培训的通知' })
      .waitFor()
    assert(await article.getByText('各参训企业请于11月底前完成报名').isVisible(), 'second title')
    assert(await article.getByText('各有关单位：').isVisible(), 'HTML body')
    assert(
      (await article.getByRole('region', { name: '附件' }).getByRole('link').count()) === 2,
      'two attachment links',
    )
    assert(
      await article.getByText('发布人：平台运营部').isVisible(),
      'releaser of a released notice',
    )
    await page
      .getByRole('navigation', { name: '顶部导航' })
      .getByRole('link', { name: '第一课堂' })
      .waitFor()
    await shot('news-notice-item')
    await noSeriousA11yViolations(page)
    await fitsPhone(page, shot, 'news-notice-item-390')
  },

  async 'a news item opens its detail page'({ page, shot }) {
    await page.goto('/newsitem?newsId=1')
    const article = page.getByRole('article')
    await article.getByRole('heading', { level: 1, name: '华东机械开展全员安全生产培训' }).waitFor()
    assert(await article.getByText(/本次活动围绕工伤预防/).isVisible(), 'rich-text body')
    const file = article.getByRole('link', { name: '华东机械开展全员安全生产培训（附件）.pdf' })
    assert((await file.getAttribute('download')) !== null, 'download attribute')
    assert(await article.getByText('作者：平台运营部').isVisible(), 'author')
    const align = await article
      .getByRole('heading', { level: 1 })
      .evaluate((el) => getComputedStyle(el).textAlign)
    assert(align === 'center', 'headline centred, got ' + align)
    await page
      .getByRole('navigation', { name: '顶部导航' })
      .getByRole('link', { name: '第一课堂' })
      .waitFor()
    await shot('news-item')
    await noSeriousA11yViolations(page)
    await fitsPhone(page, shot, 'news-item-390')
  },

  async 'a missing news item warns with the server message'({ page, shot }) {
    await page.goto('/newsitem?newsId=999')
    await page.locator('.ant-message-notice').getByText('该新闻不存在或已被删除').waitFor()
    await page.getByRole('link', { name: /返回首页/ }).waitFor()
    await shot('news-item-missing')
  },

  async 'the news list pages, searches and opens items in a new tab'({ page, context, shot }) {
    await page.goto('/newslist?typeId=1')
    await page.getByRole('heading', { level: 1, name: '新闻动态' }).waitFor()
    await newsList(page).getByRole('listitem').nth(9).waitFor()
    await page.getByText('共 12 条').waitFor()
    await shot('newslist')
    await noSeriousA11yViolations(page)

    await page.locator('.ant-pagination-item-2').click()
    await newsList(page).getByRole('link', { name: '工伤预防线上课程全新改版' }).waitFor()
    assert(query(page, 'page') === '2', 'page 2 in the URL: ' + page.url())
    // the page stays mounted: focus moves up to the list heading instead of being lost
    assert(
      await page.evaluate(() => document.activeElement?.tagName === 'H1'),
      'focus on the heading after paging',
    )
    await shot('newslist-page2')

    await page.reload()
    await newsList(page).getByRole('link', { name: '工伤预防线上课程全新改版' }).waitFor()

    const search = page.getByRole('searchbox', { name: '搜索关键字' })
    await search.fill('演练')
    await search.press('Enter')
    await page.getByText('共 1 条').waitFor()
    assert(
      query(page, 'keyword') === '演练' && query(page, 'page') === null,
      'keyword kept, back at page 1: ' + page.url(),
    )
    assert(
      await search.evaluate((el) => el === document.activeElement),
      'focus stays in the search box',
    )
    await shot('newslist-search')

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      newsList(page).getByRole('link', { name: '南方建设举办高处作业应急演练' }).click(),
    ])
    await tab.waitForURL((url) => url.pathname === '/newsitem')
    await tab.getByRole('heading', { level: 1, name: '南方建设举办高处作业应急演练' }).waitFor()
    await tab.close()

    await page.goBack()
    await newsList(page).getByRole('link', { name: '工伤预防线上课程全新改版' }).waitFor()
    await page.goto('/newslist?typeId=2')
    await page.getByRole('heading', { level: 1, name: '政策法规' }).waitFor()
    await newsList(page).getByRole('link', { name: '工伤保险条例（2010年修订）' }).waitFor()
    await fitsPhone(page, shot, 'newslist-390')
  },

  async 'the partner page lists the companies four to a row'({ page, shot }) {
    await page.goto('/company')
    const grid = page.getByRole('list', { name: '合作单位列表' })
    await grid.getByRole('link', { name: '应急管理局' }).locator('img').waitFor()
    const tops = await grid
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)))
    assert(
      tops.length === 4 && new Set(tops).size === 1,
      'four partners on one row: ' + tops.join(','),
    )
    await shot('news-company')
    await noSeriousA11yViolations(page)
    await fitsPhone(page, shot, 'news-company-390')
  },
}
