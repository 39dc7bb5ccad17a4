// Train_Res, part of ../train-res.ts. Changes: add/edit, review workflow, visibility, recommendation, order, directory, delete.
import { db, persist, nextNumber } from '../../db'
import { fail, ok, readJson } from '../../respond'
import { route } from '../../route'
import type { PlayItem } from '../../../src/api/train-res'
import { field, idList, now, num, str } from '../../helpers'
import { RES_STATUS, type MockRes } from '../../model'
import type { MockUser } from '../../seed/accounts'
import { managedBy } from '../../views'

const C = '/Api/Train_Manage/Train_Res'

function trail(
  r: MockRes,
  user: MockUser,
  action: string,
  extra: { result?: number; remark?: string } = {},
) {
  db.audits.push({
    id: nextNumber(db.audits, (a) => a.id),
    resId: r.id,
    action,
    remark: extra.remark ?? '',
    result: extra.result,
    operator: user.chnName,
    time: now(),
  })
}

/** Resolves the body's id to a resource the caller manages, or an error answer. */
async function target(request: Request, user: MockUser): Promise<MockRes | Response> {
  const id = num(await readJson(request), 'id')
  const r = db.resources.find((x) => x.id === id)
  return r && managedBy(r, user) ? r : fail('资源不存在')
}

/** Handlers of one resource: find it, run the change, save. */
function single(name: string, change: (r: MockRes, user: MockUser) => Response) {
  return route(
    'post',
    `${C}/${name}`,
    async ({ request, user }) => {
      const r = await target(request, user!)
      if (r instanceof Response) return r
      const answer = change(r, user!)
      persist()
      return answer
    },
    { auth: true },
  )
}

function submit(r: MockRes, user: MockUser): boolean {
  if (r.status !== RES_STATUS.draft && r.status !== RES_STATUS.rejected) return false
  r.status = RES_STATUS.pending
  trail(r, user, '提交审核')
  return true
}

// the rich-text body (content: its name is not documented) rides along on the stored row
type ResFields = Partial<MockRes> & { content?: string }

/**
 * The fields of an AddData / UpdateData body. An update may leave fields out (a client that did
 * not read a field does not send it): those keep their value; a new resource needs its name and
 * directory.
 */
function formFields(body: unknown, existing?: MockRes): { error?: string; fields: ResFields } {
  const sent = (name: string) => field(body, name) !== undefined
  const resName = sent('resName') || !existing ? str(body, 'resName') : existing.resName
  const dCode = sent('dCode') || !existing ? str(body, 'dCode') : existing.dCode
  if (!resName) return { error: '请输入资源名称', fields: {} }
  if (resName.length > 100) return { error: '资源名称不能超过100个字符', fields: {} }
  if (!db.resDirs.some((d) => d.dCode === dCode)) return { error: '请选择资源目录', fields: {} }
  const playList = field(body, 'playList')
  const fields: ResFields = { resName, dCode }
  if (sent('introduce') || !existing) fields.introduce = str(body, 'introduce')
  if (sent('teacher') || !existing) fields.teacher = str(body, 'teacher')
  if (str(body, 'cover')) fields.cover = str(body, 'cover')
  if (sent('content')) fields.content = String(field(body, 'content') ?? '')
  if (Array.isArray(playList))
    fields.playList = (playList as PlayItem[]).filter((p) => p && p.item1 && p.item2)
  if (num(body, 'duration') !== undefined) fields.duration = num(body, 'duration')
  if (fields.playList?.length)
    fields.attExt = /\.mp3$/i.test(fields.playList[0].item2) ? '.mp3' : '.mp4'
  return { fields }
}

function moveWithinDir(r: MockRes, down: boolean): boolean {
  const siblings = db.resources
    .filter((x) => x.dCode === r.dCode)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
  siblings.forEach((x, i) => {
    x.sort = i + 1
  })
  const i = siblings.indexOf(r)
  const other = siblings[down ? i + 1 : i - 1]
  if (!other) return false
  ;[r.sort, other.sort] = [other.sort, r.sort]
  return true
}

export const trainResWorkflowHandlers = [
  route(
    'post',
    `${C}/AddData`,
    async ({ request, user }) => {
      const { error, fields } = formFields(await readJson(request))
      if (error) return fail(error)
      const id = nextNumber(db.resources, (r) => r.id, 1000)
      const sort = db.resources.filter((r) => r.dCode === fields.dCode).length + 1
      db.resources.push({
        id,
        introduce: '',
        cover: db.resDirs.find((d) => d.dCode === fields.dCode)!.cover,
        viewCnt: 0,
        studyCnt: 0,
        sort,
        playList: [],
        attExt: '.mp4',
        status: RES_STATUS.draft,
        isPrivate: 0,
        isRecommend: 0,
        recommendCate: 0,
        recommendSort: 99,
        duration: 30,
        teacher: '',
        companyCode: user!.companyCode,
        createUser: user!.chnName,
        createTime: now(),
        ...fields,
        resName: fields.resName!,
        dCode: fields.dCode!,
      })
      persist()
      return ok(id, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/UpdateData`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const r = db.resources.find((x) => x.id === num(body, 'id'))
      if (!r || !managedBy(r, user!)) return fail('资源不存在')
      const { error, fields } = formFields(body, r)
      if (error) return fail(error)
      Object.assign(r, fields)
      persist()
      return ok(null, { msg: '保存成功' })
    },
    { auth: true },
  ),
  single('PostCheck', (r, user) =>
    submit(r, user) ? ok(null, { msg: '提交成功' }) : fail('当前状态不能提交审核'),
  ),
  route(
    'post',
    `${C}/BatchPostCheck`,
    async ({ request, user }) => {
      const ids = idList(field(await readJson(request), 'ids')).map(Number)
      if (ids.length === 0) return fail('请选择资源')
      const rows = db.resources.filter((r) => ids.includes(r.id) && managedBy(r, user!))
      const done = rows.filter((r) => submit(r, user!)).length
      if (done === 0) return fail('所选资源均不能提交审核')
      persist()
      return ok(done, { msg: `已提交 ${done} 个资源` })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/Audit`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const r = db.resources.find((x) => x.id === num(body, 'id'))
      if (!r || !managedBy(r, user!)) return fail('资源不存在')
      if (r.status !== RES_STATUS.pending) return fail('该资源不在待审核状态')
      const raw = field(body, 'result')
      if (raw === undefined || raw === null || raw === '') return fail('请选择审核结果')
      // 1 (or true) passes; anything else rejects
      const passed = raw === true || String(raw) === '1' || String(raw) === '通过'
      const remark = str(body, 'remark')
      if (!passed && !remark) return fail('请填写驳回原因')
      r.status = passed ? RES_STATUS.published : RES_STATUS.rejected
      trail(r, user!, '审核', { result: passed ? 1 : 0, remark })
      persist()
      return ok(null, { msg: '审核完成' })
    },
    { auth: true },
  ),
  single('Revoke', (r, user) => {
    if (r.status !== RES_STATUS.pending && r.status !== RES_STATUS.published)
      return fail('当前状态不能撤回')
    r.status = RES_STATUS.draft
    r.isRecommend = 0
    trail(r, user, '撤回')
    return ok(null, { msg: '撤回成功' })
  }),
  single('SetPrivate', (r) => {
    r.isPrivate = r.isPrivate === 1 ? 0 : 1
    return ok(r.isPrivate, { msg: '设置成功' })
  }),
  single('SetRecommend', (r) => {
    if (r.status !== RES_STATUS.published && r.isRecommend === 0)
      return fail('只有已发布的资源才能推荐')
    r.isRecommend = r.isRecommend === 1 ? 0 : 1
    if (r.isRecommend && !r.recommendCate) r.recommendCate = 1
    return ok(r.isRecommend, { msg: '设置成功' })
  }),
  route(
    'post',
    `${C}/ChangeDirectory`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const r = db.resources.find((x) => x.id === num(body, 'id'))
      if (!r || !managedBy(r, user!)) return fail('资源不存在')
      const dcode = str(body, 'dcode')
      if (!db.resDirs.some((d) => d.dCode === dcode)) return fail('目录不存在')
      if (r.dCode !== dcode) {
        r.sort = nextNumber(
          db.resources.filter((x) => x.dCode === dcode),
          (x) => x.sort,
        )
        r.dCode = dcode
      }
      persist()
      return ok(null, { msg: '修改成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/ReOrderNum`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const r = db.resources.find((x) => x.id === num(body, 'id'))
      if (!r || !managedBy(r, user!)) return fail('资源不存在')
      const n = num(body, 'Number')
      if (n === undefined || n < 0) return fail('请输入正确的排序号')
      r.sort = n
      persist()
      return ok(null, { msg: '修改成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/ReOrder`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const r = db.resources.find((x) => x.id === num(body, 'id'))
      if (!r || !managedBy(r, user!)) return fail('资源不存在')
      const direction = str(body, 'direction').toLowerCase()
      const down = direction === 'down' || direction === '1'
      if (!moveWithinDir(r, down)) return fail(down ? '已经是最后一个' : '已经是第一个')
      persist()
      return ok(null, { msg: '修改成功' })
    },
    { auth: true },
  ),
  single('Delete', (r) => {
    db.resources = db.resources.filter((x) => x !== r)
    db.favourites = db.favourites.filter((f) => f.resId !== r.id)
    return ok(null, { msg: '删除成功!' })
  }),
  route(
    'post',
    `${C}/BatchDelete`,
    async ({ request, user }) => {
      const ids = idList(field(await readJson(request), 'ids')).map(Number)
      if (ids.length === 0) return fail('请选择资源')
      const gone = new Set(
        db.resources.filter((r) => ids.includes(r.id) && managedBy(r, user!)).map((r) => r.id),
      )
      db.resources = db.resources.filter((r) => !gone.has(r.id))
      db.favourites = db.favourites.filter((f) => !gone.has(f.resId))
      persist()
      return ok(gone.size, { msg: '删除成功!' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetAuditHistory`,
    async ({ request, user }) => {
      const r = await target(request, user!)
      if (r instanceof Response) return r
      const rows = db.audits
        .filter((a) => a.resId === r.id)
        .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id)
      return ok(
        rows.map((a) => ({
          id: a.id,
          action: a.action,
          result: a.result ?? '',
          remark: a.remark,
          auditName: a.operator,
          auditTime: a.time,
        })),
      )
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/EditRecommendRes`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const cate = num(body, 'cate')
      if (cate === undefined || ![1, 2, 3].includes(cate)) return fail('请选择推荐类型')
      const ids = idList(field(body, 'ids')).map(Number)
      const chosen = ids.map((id) => db.resources.find((r) => r.id === id && managedBy(r, user!)))
      if (chosen.some((r) => !r || r.status !== RES_STATUS.published))
        return fail('只有已发布的资源才能推荐')
      for (const r of db.resources.filter((x) => x.recommendCate === cate && !ids.includes(x.id)))
        Object.assign(r, { isRecommend: 0, recommendCate: 0 })
      chosen.forEach((r, i) =>
        Object.assign(r!, { isRecommend: 1, recommendCate: cate, recommendSort: i + 1 }),
      )
      persist()
      return ok(null, { msg: '保存成功' })
    },
    { auth: true },
  ),
]
