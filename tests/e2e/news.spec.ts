import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { fitsPhone, noSeriousA11yViolations } from './support/page-checks'

const newsList = (page: Page) => page.getByRole('list', { name: '新闻列表' })
const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key)

// The whole page, header and buttons included: the public frame carries an AA-contrast theme.

test('a notice opens its detail page with attachments and release info', async ({ page, shot }) => {
  await page.goto('/viewnoticeitem?noticeSysCode=NT20260001')
  const article = page.getByRole('article')
  await expect(
    article.getByRole('heading', { level: 1, name: '关于开展2026年度工伤预防能力提升培训的通知' }),
  ).toBeVisible()
  await expect(article.getByText('各参训企业请于11月底前完成报名'), 'second title').toBeVisible()
  await expect(article.getByText('各有关单位：'), 'HTML body').toBeVisible()
  await expect(
    article.getByRole('region', { name: '附件' }).getByRole('link'),
    'two attachment links',
  ).toHaveCount(2)
  await expect(
    article.getByText('发布人：平台运营部'),
    'releaser of a released notice',
  ).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: '第一课堂' }),
  ).toBeVisible()
  await shot('news-notice-item')
  await noSeriousA11yViolations(page)
  await fitsPhone(page, shot, 'news-notice-item-390')
})

test('a news item opens its detail page', async ({ page, shot }) => {
  await page.goto('/newsitem?newsId=1')
  const article = page.getByRole('article')
  await expect(
    article.getByRole('heading', { level: 1, name: '华东机械开展全员安全生产培训' }),
  ).toBeVisible()
  await expect(article.getByText(/本次活动围绕工伤预防/), 'rich-text body').toBeVisible()
  const file = article.getByRole('link', { name: '华东机械开展全员安全生产培训（附件）.pdf' })
  await expect(file, 'download attribute').toHaveAttribute('download')
  await expect(article.getByText('作者：平台运营部'), 'author').toBeVisible()
  await expect(article.getByRole('heading', { level: 1 }), 'headline centred').toHaveCSS(
    'text-align',
    'center',
  )
  await expect(
    page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: '第一课堂' }),
  ).toBeVisible()
  await shot('news-item')
  await noSeriousA11yViolations(page)
  await fitsPhone(page, shot, 'news-item-390')
})

test('a missing news item warns with the server message', async ({ page, shot }) => {
  await page.goto('/newsitem?newsId=999')
  await expect(
    page.locator('.ant-message-notice').getByText('该新闻不存在或已被删除'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /返回首页/ })).toBeVisible()
  await shot('news-item-missing')
})

test('the news list pages, searches and opens items in a new tab', async ({
  page,
  context,
  shot,
}) => {
  await page.goto('/newslist?typeId=1')
  await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible()
  await expect(newsList(page).getByRole('listitem').nth(9)).toBeVisible()
  await expect(page.getByText('共 12 条')).toBeVisible()
  await shot('newslist')
  await noSeriousA11yViolations(page)

  await page.locator('.ant-pagination-item-2').click()
  await expect(newsList(page).getByRole('link', { name: '工伤预防线上课程全新改版' })).toBeVisible()
  expect(query(page, 'page'), 'page 2 in the URL: ' + page.url()).toBe('2')
  // the page stays mounted: focus moves up to the list heading instead of being lost
  expect(
    await page.evaluate(() => document.activeElement?.tagName),
    'focus on the heading after paging',
  ).toBe('H1')
  await shot('newslist-page2')

  await page.reload()
  await expect(newsList(page).getByRole('link', { name: '工伤预防线上课程全新改版' })).toBeVisible()

  const search = page.getByRole('searchbox', { name: '搜索关键字' })
  await search.fill('演练')
  await search.press('Enter')
  await expect(page.getByText('共 1 条')).toBeVisible()
  expect(
    [query(page, 'keyword'), query(page, 'page')],
    'keyword kept, back at page 1: ' + page.url(),
  ).toEqual(['演练', null])
  expect(
    await search.evaluate((el) => el === document.activeElement),
    'focus stays in the search box',
  ).toBe(true)
  await shot('newslist-search')

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    newsList(page).getByRole('link', { name: '南方建设举办高处作业应急演练' }).click(),
  ])
  await expect(tab).toHaveURL((url) => url.pathname === '/newsitem')
  await expect(
    tab.getByRole('heading', { level: 1, name: '南方建设举办高处作业应急演练' }),
  ).toBeVisible()
  await tab.close()

  await page.goBack()
  await expect(newsList(page).getByRole('link', { name: '工伤预防线上课程全新改版' })).toBeVisible()
  await page.goto('/newslist?typeId=2')
  await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible()
  await expect(
    newsList(page).getByRole('link', { name: '工伤保险条例（2010年修订）' }),
  ).toBeVisible()
  await fitsPhone(page, shot, 'newslist-390')
})

test('the partner page lists the companies four to a row', async ({ page, shot }) => {
  await page.goto('/company')
  const grid = page.getByRole('list', { name: '合作单位列表' })
  await expect(grid.getByRole('link', { name: '应急管理局' }).locator('img')).toBeVisible()
  const tops = await grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)))
  expect(tops, 'four partners').toHaveLength(4)
  expect(new Set(tops).size, 'four partners on one row: ' + tops.join(',')).toBe(1)
  await shot('news-company')
  await noSeriousA11yViolations(page)
  await fitsPhone(page, shot, 'news-company-390')
})
