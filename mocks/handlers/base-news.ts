import dayjs from 'dayjs'
import { db, persist } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { matches, num, okTotal, paging, searchOf, sortRows, str } from '../helpers'
import type { MockNews } from '../model'

const C = '/Api/Base_Manage/Base_News'

export function newsView(n: MockNews) {
  return { ...n, releaseTimeText: dayjs(n.releaseTime).format('YYYY年MM月DD日') }
}

/**
 * The paged list body (behaviour B3.14): search{typeid, keyword}, pageIndex, pageRows, sortField,
 * sortType.
 */
export async function pagedNews(request: Request) {
  const body = await readJson(request)
  const search = searchOf(body, 'search')
  const typeid = str(search, 'typeid')
  const keyword = str(search, 'keyword')
  const rows = db.news.filter(
    (n) =>
      (!typeid || String(n.typeid) === typeid) && matches(n, keyword, ['fullHead', 'newsContent']),
  )
  return okTotal(
    sortRows(rows, body, { field: 'releaseTime', type: 'desc' }).map(newsView),
    paging(body, 10),
  )
}

export const latest = (typeid?: number) =>
  db.news
    .filter((n) => !typeid || n.typeid === typeid)
    .sort((a, b) => b.releaseTime.localeCompare(a.releaseTime))

// Public site: every news read works without a token.
export const baseNewsHandlers = [
  route('post', `${C}/GetTheData`, async ({ request }) => {
    const body = await readJson(request)
    const news = db.news.find((n) => n.id === num(body, 'id'))
    if (!news) return fail('该新闻不存在或已被删除')
    if (num(body, 'isread') === 1) {
      news.viewCnt += 1
      persist()
    }
    return ok(newsView(news))
  }),
  route('post', `${C}/GetLatestNewsItems`, async ({ request }) => {
    const body = await readJson(request)
    return ok(
      latest(num(body, 'typeid'))
        .slice(0, num(body, 'limit') ?? 6)
        .map(newsView),
    )
  }),
  route('post', `${C}/GetLatestNewsDataList`, ({ request }) => pagedNews(request)),
]
