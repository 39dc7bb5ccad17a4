// Train_Res, part of ../train-res.ts. Reads: course lists (public and admin), details and the home-page selections.
import { db, persist } from '../../db'
import { fail, ok, readJson } from '../../respond'
import { route } from '../../route'
import { matches, num, okTotal, paging, searchOf, sortRows, str } from '../../helpers'
import { RES_STATUS, type MockRes } from '../../model'
import type { MockUser } from '../../seed/accounts'
import { isPublic, managedBy, resView, visibleTo } from '../../views'

const C = '/Api/Train_Manage/Train_Res'

/** Filters of the list bodies: keyword, dCode, status, isPrivate, isRecommend, isCollect, isStudy. */
function applySearch(rows: MockRes[], body: unknown, user?: MockUser): MockRes[] {
  const s = searchOf(body, 'search')
  const keyword = str(s, 'keyword') || str(s, 'resName')
  const dCode = str(s, 'dCode')
  const status = str(s, 'status')
  const flags = ['isPrivate', 'isRecommend']
    .map((f) => [f, str(s, f)] as const)
    .filter(([, v]) => v !== '')
  const mine = (list: { userId: string; resId: number }[]) =>
    new Set(list.filter((x) => x.userId === user?.userId).map((x) => x.resId))
  const collected = str(s, 'isCollect') === '1' ? mine(db.favourites) : undefined
  const studied = str(s, 'isStudy') === '1' ? mine(db.records) : undefined
  return rows.filter(
    (r) =>
      matches(r, keyword, ['resName', 'introduce', 'teacher']) &&
      (!dCode || r.dCode === dCode) &&
      (status === '' || String(r.status) === status) &&
      flags.every(([f, v]) => String(r[f as 'isPrivate' | 'isRecommend']) === v) &&
      (!collected || collected.has(r.id)) &&
      (!studied || studied.has(r.id)),
  )
}

function listAnswer(
  rows: MockRes[],
  body: unknown,
  user?: MockUser,
  fallback: { field: string; type: 'asc' | 'desc' } = { field: 'sort', type: 'asc' },
) {
  const sorted = sortRows(rows, body, fallback)
  return okTotal(
    sorted.map((r) => resView(r, user)),
    paging(body, 20),
  )
}

function byId(body: unknown): MockRes | undefined {
  const id = num(body, 'id') ?? num(body, 'videoId')
  return db.resources.find((r) => r.id === id)
}

/**
 * A recommended list: the public one (IndexRecommendRes), or, for its editor, every course of it
 * (IndexRecommendResNoCache: private ones too, which EditRecommendRes would drop if left out).
 */
function recommended(body: unknown, every = false) {
  const cate = num(body, 'cate') ?? 1
  const dCode = str(body, 'dCode')
  return db.resources
    .filter(
      (r) =>
        (every ? r.status === RES_STATUS.published : isPublic(r)) &&
        r.isRecommend === 1 &&
        r.recommendCate === cate &&
        (!dCode || r.dCode === dCode),
    )
    .sort((a, b) => a.recommendSort - b.recommendSort || b.studyCnt - a.studyCnt)
    .map((r, i) => ({ ...resView(r), sort: i + 1 }))
}

export const trainResReadHandlers = [
  // Course centre: open to guests; a token adds favourites and progress.
  route('post', `${C}/GetSearchPageList`, async ({ request, user }) => {
    const body = await readJson(request)
    return listAnswer(
      applySearch(
        db.resources.filter((r) => visibleTo(r, user)),
        body,
        user,
      ),
      body,
      user,
      { field: 'studyCnt', type: 'desc' },
    )
  }),
  route(
    'post',
    `${C}/GetTrainResPageList`,
    async ({ request, user }) => {
      const body = await readJson(request)
      return listAnswer(
        applySearch(
          db.resources.filter((r) => managedBy(r, user!)),
          body,
          user,
        ),
        body,
        user,
      )
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetTrainResAuditPageList`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const status = str(searchOf(body, 'search'), 'status')
      const rows = db.resources.filter(
        (r) => managedBy(r, user!) && (status !== '' ? true : r.status === 1),
      )
      return listAnswer(applySearch(rows, body, user), body, user, {
        field: 'createTime',
        type: 'desc',
      })
    },
    { auth: true },
  ),
  route('post', `${C}/GetRelevantList`, async ({ request, user }) => {
    const body = await readJson(request)
    const self = byId(body)
    const rows = db.resources.filter(
      (r) => visibleTo(r, user) && r.id !== self?.id && (!self || r.dCode === self.dCode),
    )
    return okTotal(
      rows.sort((a, b) => b.studyCnt - a.studyCnt).map((r) => resView(r, user)),
      { index: 1, size: num(body, 'pageRows') ?? 6 },
    )
  }),
  route(
    'post',
    `${C}/ShowCompanyTrainRes`,
    ({ user }) => {
      const rows = db.resources.filter((r) => r.status === 2 && r.companyCode === user!.companyCode)
      return ok(
        rows.map((r) => resView(r, user)),
        { total: rows.length },
      )
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetTrainRes`,
    async ({ request, user }) => {
      const r = byId(await readJson(request))
      if (!r || !managedBy(r, user!)) return fail('资源不存在')
      // the editor's rich-text body (its name is not documented): '' until one is saved
      return ok({
        ...resView(r, user),
        content: (r as MockRes & { content?: string }).content ?? '',
      })
    },
    { auth: true },
  ),
  route('post', `${C}/GetTrainResDetail`, async ({ request, user }) => {
    const r = byId(await readJson(request))
    if (!r || !visibleTo(r, user)) return fail('资源不存在或未发布')
    r.viewCnt += 1
    persist()
    return ok(resView(r, user))
  }),
  route('post', `${C}/GetVideoPlayList`, async ({ request, user }) => {
    const r = byId(await readJson(request))
    return r && (visibleTo(r, user) || (user && managedBy(r, user)))
      ? ok(r.playList)
      : fail('资源不存在或未发布')
  }),
  route('post', `${C}/IndexHotRes`, async ({ request }) => {
    const body = await readJson(request)
    const dCode = str(body, 'dCode')
    const rows = db.resources
      .filter((r) => isPublic(r) && (!dCode || r.dCode === dCode))
      .sort((a, b) => b.studyCnt - a.studyCnt)
    return ok(rows.slice(0, num(body, 'top') ?? 10).map((r) => resView(r)))
  }),
  route('post', `${C}/IndexRecommendRes`, async ({ request }) =>
    ok(recommended(await readJson(request))),
  ),
  // the whole list, counted in the envelope's total: its editor replaces it whole
  route('post', `${C}/IndexRecommendResNoCache`, async ({ request }) => {
    const rows = recommended(await readJson(request), true)
    return ok(rows, { total: rows.length })
  }),
]
