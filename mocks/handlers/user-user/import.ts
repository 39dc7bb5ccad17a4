// user_user, part of ../user-user.ts: Excel import of users and the travel-path calls (their
// purpose is not documented).
import { db, newId, persist, nextNumber } from '../../db'
import { fail, ok, readJson } from '../../respond'
import { route } from '../../route'
import type { UserForm } from '../../../src/api/user-user'
import { field, idList, matches, now, okModels, paging, readFile, str } from '../../helpers'
import { makeUser, NO_DATE, type MockUser } from '../../seed/accounts'
import { companyOf, isPlatform, orgByCode, postByCode, sessionNames } from '../../views'
import { isExcel, storeUpload, uploadNamed } from '../../uploads'

const C = '/Api/User/user_user'

/** A row of an imported file: the user form with its name and mobile always filled. */
export type ImportRow = UserForm & { chnName: string; mobile: string }

/**
 * The mock cannot read Excel: a file whose name contains "error"/"错误" has errors, others yield
 * three rows (previewRows).
 */
function problemsOf(urls: string[]): string[] {
  return urls.flatMap((url) => {
    const name = uploadNamed(url)?.name ?? url
    return /error|错误/i.test(name)
      ? [`${name}：第3行 手机号格式不正确`, `${name}：第5行 用户证件号和工号不允许同时为空`]
      : []
  })
}

const sampleNames = ['周子涵', '吴浩然', '郑雨欣', '冯嘉怡', '褚文博', '卫思远']

/** The caller's colleagues: the mock's files name one of them in their first row. */
function colleaguesOf(user: MockUser): MockUser[] {
  return db.users.filter((u) => u.companyCode === user.companyCode && u.userId !== user.userId)
}

/** The user of the caller's company a row names, by idCard, jobNum or mobile. */
function knownUser(row: ImportRow, user: MockUser): MockUser | undefined {
  const same = (a: string | undefined, b: string) => !!a && a === b
  return db.users.find(
    (u) =>
      u.companyCode === user.companyCode &&
      (same(row.idCard, u.idCard) || same(row.jobNum, u.jobNum) || same(row.mobile, u.mobile)),
  )
}

/**
 * The rows of the files: three a file, made up, but the first names a colleague of the caller
 * (when there is one). A row that names a user of the caller's company carries their userId and
 * chnName (what the person picker's 导入学员 adds); the others have no userId.
 */
function previewRows(urls: string[], user: MockUser): ImportRow[] {
  const mates = colleaguesOf(user)
  return urls.flatMap((url) => {
    const n = db.uploads.findIndex((u) => u.url === url) + 1
    const mate = mates.length ? mates[Math.max(n - 1, 0) % mates.length] : undefined
    return [0, 1, 2].map((i) => {
      const row: ImportRow = {
        chnName: sampleNames[(n * 3 + i) % sampleNames.length],
        mobile: `1370000${String(n * 10 + i).padStart(4, '0')}`,
        idCard: `320102199${i}0101****${String(n).padStart(2, '0')}`,
        jobNum: `IMP${String(n).padStart(3, '0')}${i + 1}`,
        orgCode: user.orgCode,
        orgCodeName: orgByCode(user.orgCode)?.orgName ?? '',
        postCode: user.postCode,
        postCodeName: postByCode(user.postCode)?.postName ?? '',
        sex: (i % 2) as 0 | 1,
        status: 1 as const,
        validDate: NO_DATE,
      }
      if (i === 0 && mate) {
        Object.assign(row, { mobile: mate.mobile, idCard: mate.idCard, jobNum: mate.jobNum })
      }
      const known = knownUser(row, user)
      return known ? { ...row, userId: known.userId, chnName: known.chnName } : row
    })
  })
}

async function urlsOf(request: Request): Promise<string[] | undefined> {
  const urls = idList(field(await readJson(request), 'urls'))
  return urls.length > 0 ? urls : undefined
}

/** Travel records: who uploaded what; scope as in the user list. */
function travelInScope(user: MockUser) {
  return db.travel
    .map((t) => ({ t, u: db.users.find((x) => x.userId === t.userId) }))
    .filter(({ u }) => u && (isPlatform(user) || u.companyCode === user.companyCode))
    .map(({ t, u }) => ({ ...t, chnName: u!.chnName, mobile: u!.mobile, ...sessionNames(u!) }))
}

export const userImportHandlers = [
  route('post', `${C}/GetwwwrootUrl`, () => ok(null, { msg: '/mock/files/' }), { auth: true }),
  route(
    'post',
    `${C}/UploadUserInfoByForm`,
    async ({ request }) => {
      const file = await readFile(request)
      if (!file) return fail('请选择文件')
      if (!isExcel(file.name)) return fail('请上传excel文件！格式：xls,xlsx')
      const url = await storeUpload(file)
      return ok(url, { msg: url })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/checkuserinfo`,
    async ({ request }) => {
      const urls = await urlsOf(request)
      if (!urls) return fail('请选择文件')
      const problems = problemsOf(urls)
      return ok(problems, { msg: problems.length ? '校验未通过' : '校验成功,无错误' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/UserExportIn`,
    async ({ request, user }) => {
      const urls = await urlsOf(request)
      if (!urls) return fail('请选择文件')
      const problems = problemsOf(urls)
      if (problems.length) return fail(problems.join('；'))
      return ok(previewRows(urls, user!), { msg: '校验成功,无错误' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/SaveExportIn`,
    async ({ request, user }) => {
      const urls = await urlsOf(request)
      if (!urls) return fail('请选择文件')
      if (problemsOf(urls).length) return fail('数据校验未通过，请修正后再导入')
      const company = companyOf(user!.companyCode)!
      let added = 0
      for (const row of previewRows(urls, user!)) {
        // a row that names a user already there adds nobody
        const there = (u: MockUser) =>
          u.companyCode === company.companyCode && u.mobile === row.mobile
        if (row.userId || db.users.some(there)) continue
        const { orgCode = '', postCode = '' } = row
        db.users.push(
          makeUser(
            {
              userId: newId('u'),
              accountCode: row.mobile,
              password: 'Yd@123456',
              chnName: row.chnName,
              mobile: row.mobile,
              idCard: row.idCard ?? '',
              jobNum: row.jobNum ?? '',
              sex: row.sex,
              companyCode: company.companyCode,
              comPanyName: company.companyName,
              orgCode,
              postCode,
              orgName: orgByCode(orgCode)?.orgName ?? '',
              postName: postByCode(postCode)?.postName ?? '',
            },
            now(),
          ),
        )
        added += 1
      }
      persist()
      return ok(added, { msg: '导入成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetTravelPathPageList`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const key = str(body, 'key') || str(body, 'keyword')
      const rows = travelInScope(user!).filter((r) =>
        matches(r, key, ['chnName', 'orgName', 'mobile']),
      )
      return okModels(
        rows.sort((a, b) => b.uploadTime.localeCompare(a.uploadTime)),
        paging(body),
      )
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/TotalTravelPathPageList`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const signed = new Set(travelInScope(user!).map((t) => t.userId))
      const users = isPlatform(user)
        ? db.users
        : db.users.filter((u) => u.companyCode === user!.companyCode)
      const byOrg = new Map<
        string,
        { orgName: string; userCount: number; signCount: number; unSignCount: number }
      >()
      for (const u of users) {
        const orgName = sessionNames(u).orgName || '未分配部门'
        const row = byOrg.get(orgName) ?? { orgName, userCount: 0, signCount: 0, unSignCount: 0 }
        row.userCount += 1
        if (signed.has(u.userId)) row.signCount += 1
        else row.unSignCount += 1
        byOrg.set(orgName, row)
      }
      return okModels([...byOrg.values()], paging(body))
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/UnSignTravelPathPageList`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const signed = new Set(db.travel.map((t) => t.userId))
      const rows = db.users
        .filter(
          (u) => (isPlatform(user) || u.companyCode === user!.companyCode) && !signed.has(u.userId),
        )
        .map((u) => ({
          userId: u.userId,
          chnName: u.chnName,
          mobile: u.mobile,
          ...sessionNames(u),
        }))
      return okModels(rows, paging(body))
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetSysProjectNeedTravelList`,
    ({ user }) => {
      const projects = db.projects.filter(
        (p) => isPlatform(user) || p.companyCode === user!.companyCode,
      )
      return ok(
        projects.map(({ projectCode, planCode, projectName, startDate, endDate }) => ({
          projectCode,
          planCode,
          projectName,
          startDate,
          endDate,
        })),
      )
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/UploadTravelPath`,
    async ({ request, user }) => {
      const file = await readFile(request)
      if (!file) return fail('请选择文件')
      const fileUrl = await storeUpload(file)
      db.travel.push({
        id: nextNumber(db.travel, (t) => t.id),
        userId: user!.userId,
        fileName: file.name,
        fileUrl,
        uploadTime: now(),
      })
      persist()
      return ok(fileUrl, { msg: '上传成功' })
    },
    { auth: true },
  ),
]
