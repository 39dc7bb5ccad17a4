// /home as nginx serves it: its first script asks for the page's lists before the app's code has
// run (src/route-preload.ts, lib/early-answers.ts), and the app uses those answers.
import { assert } from './assert.mjs'
import { entries, region } from './home-sections.mjs'
import { holdTheApp } from './hold-app.mjs'

/** Every call to the backend the page makes, as "path?query body". */
function watchCalls(page) {
  const calls = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/Api/'))
      calls.push(`${url.pathname}${url.search} ${request.postData() ?? ''}`)
  })
  return calls
}

const FIRST_CALLS = [
  'GetNewsListByTypeId {"typeid":1,"limit":6}',
  'IndexHotRes {"dCode":"","top":10}',
  'GetNewsListByTypeId {"typeid":2,"limit":6}',
  'GetHomeResDirList {}',
  'GetIndexPageListNotice?Type=4&limit=6 ',
  'GetIndexPageListNotice?Type=5&limit=6 ',
]

export const journeys = {
  async '/home asks for its lists before the app has started, and the app asks for none again'({
    page,
  }) {
    const calls = watchCalls(page)
    const release = await holdTheApp(page)
    await page.goto('/home', { waitUntil: 'commit' })
    await page.waitForFunction(() => document.documentElement.dataset.frame)
    // all six, with the app's code still held (polled: the first may be asked for before any wait)
    await page.waitForFunction(
      () =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/Api/')).length >=
        6,
    )
    const early = calls.map((c) => c.slice(c.lastIndexOf('/') + 1)).sort()
    assert(
      JSON.stringify(early) === JSON.stringify([...FIRST_CALLS].sort()),
      `asked before the app started: ${early.join(' | ')}`,
    )
    release()
    // the lists from those answers, and the link groups the app asks for itself
    for (const name of ['通知公告', '政策解读', '新闻动态', '政策法规'])
      await entries(page, name).nth(5).waitFor()
    await region(page, '热门课程')
      .getByRole('button', { name: /人学习/ })
      .nth(9)
      .waitFor()
    await region(page, '合作单位').getByRole('img').nth(3).waitFor()
    const links = calls.filter((c) => c.includes('GetLinkListByType')).length
    assert(links === 7, `${links} link groups asked for, not 7`)
    const twice = calls.filter((c, i) => calls.indexOf(c) !== i)
    assert(twice.length === 0, `asked twice: ${twice.join(' | ')}`)
  },
}
