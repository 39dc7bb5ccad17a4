// Train_Res, part of ../train-res.ts, for learners: studying, favourites, notes, ranking and learning statistics.
import dayjs from 'dayjs'
import { db, persist, nextNumber } from '../../db'
import { fail, ok, readJson } from '../../respond'
import { route } from '../../route'
import { now, num, str } from '../../helpers'
import type { MockStudyRecord } from '../../model'
import type { MockUser } from '../../seed/accounts'
import { addMinutes, hours, minutesOf } from '../../study-logic'
import { isPlatform, resView, sessionNames, visibleTo } from '../../views'

const C = '/Api/Train_Manage/Train_Res'
/** Seconds between two Study heartbeats; each heartbeat counts one minute. */
export const STUDY_INTERVAL = 60

function recordFor(user: MockUser, resId: number): MockStudyRecord {
  let record = db.records.find((r) => r.userId === user.userId && r.resId === resId)
  if (!record) {
    record = {
      id: nextNumber(db.records, (r) => r.id, 9000),
      userId: user.userId,
      resId,
      progress: 0,
      minutes: 0,
      completed: 0,
      lastTime: now(),
    }
    db.records.push(record)
  }
  return record
}

async function studiedRes(request: Request, user: MockUser) {
  const id = num(await readJson(request), 'id')
  const res = db.resources.find((r) => r.id === id)
  return res && visibleTo(res, user) ? res : undefined
}

function myNote(user: MockUser, id: number | undefined) {
  return db.notes.find((n) => n.id === id && n.userId === user.userId)
}

const noteView = ({ userId: _u, ...n }: (typeof db.notes)[number]) => n

const position = (seconds: number | undefined) =>
  seconds === undefined ? null : Math.max(0, Math.floor(seconds))

export const trainResStudyHandlers = [
  route(
    'post',
    `${C}/GetTrainResStudyDetail`,
    async ({ request, user }) => {
      const res = await studiedRes(request, user!)
      if (!res) return fail('资源不存在或未发布')
      const record = recordFor(user!, res.id)
      persist()
      return ok({
        ...resView(res, user),
        recordId: record.id,
        studyMinutes: record.minutes,
        completed: record.completed,
        noteCount: db.notes.filter((n) => n.recordId === record.id).length,
      })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/Collect`,
    async ({ request, user }) => {
      const res = await studiedRes(request, user!)
      if (!res) return fail('资源不存在或未发布')
      const had = db.favourites.some((f) => f.userId === user!.userId && f.resId === res.id)
      db.favourites = had
        ? db.favourites.filter((f) => !(f.userId === user!.userId && f.resId === res.id))
        : [...db.favourites, { userId: user!.userId, resId: res.id }]
      persist()
      return ok({ isCollect: had ? 0 : 1 }, { msg: had ? '已取消收藏' : '收藏成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/Study`,
    async ({ request, user }) => {
      const res = await studiedRes(request, user!)
      if (!res) return fail('资源不存在或未发布')
      const record = recordFor(user!, res.id)
      record.minutes += STUDY_INTERVAL / 60
      record.progress = Math.max(
        record.progress,
        Math.min(99, Math.round((record.minutes / Math.max(1, res.duration)) * 100)),
      )
      record.lastTime = now()
      addMinutes(user!.userId, STUDY_INTERVAL / 60)
      persist()
      return ok({ recordId: record.id, progress: record.progress })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/StudyComplete`,
    async ({ request, user }) => {
      const res = await studiedRes(request, user!)
      if (!res) return fail('资源不存在或未发布')
      const record = recordFor(user!, res.id)
      if (!record.completed) res.studyCnt += 1
      Object.assign(record, { progress: 100, completed: 1, lastTime: now() })
      persist()
      return ok({ recordId: record.id, progress: 100 }, { msg: '已完成学习' })
    },
    { auth: true },
  ),
  route('post', `${C}/GetStudyInterval`, () => ok(STUDY_INTERVAL), { auth: true }),
  route(
    'post',
    `${C}/GetNoteList`,
    async ({ request, user }) => {
      const recordId = num(await readJson(request), 'recordId')
      if (recordId === undefined) return fail('缺少学习记录')
      return ok(
        db.notes
          .filter((n) => n.recordId === recordId && n.userId === user!.userId)
          .sort((a, b) => (a.time ?? Infinity) - (b.time ?? Infinity) || a.id - b.id)
          .map(noteView),
      )
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/AddNoteData`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const record = db.records.find(
        (r) => r.id === num(body, 'recordId') && r.userId === user!.userId,
      )
      if (!record) return fail('学习记录不存在')
      const content = str(body, 'content')
      if (!content) return fail('请输入笔记内容')
      if (content.length > 500) return fail('笔记内容不能超过500个字符')
      const id = nextNumber(db.notes, (n) => n.id)
      db.notes.push({
        id,
        recordId: record.id,
        resId: record.resId,
        userId: user!.userId,
        content,
        // a note taken without a known play position keeps none (never 0, the start)
        time: position(num(body, 'time')),
        createTime: now(),
      })
      persist()
      return ok(id, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/UpdateNote`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const note = myNote(user!, num(body, 'id'))
      if (!note) return fail('笔记不存在')
      const content = str(body, 'content')
      if (!content) return fail('请输入笔记内容')
      note.content = content
      if (num(body, 'time') !== undefined) note.time = position(num(body, 'time'))
      persist()
      return ok(null, { msg: '修改成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/DelNote`,
    async ({ request, user }) => {
      const note = myNote(user!, num(await readJson(request), 'id'))
      if (!note) return fail('笔记不存在')
      db.notes = db.notes.filter((n) => n !== note)
      persist()
      return ok(null, { msg: '删除成功!' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetRankingList`,
    async ({ request, user }) => {
      const limit = num(await readJson(request), 'limit') ?? 10
      const learners = db.users.filter(
        (u) =>
          u.sysRoles === 4 &&
          u.status === 1 &&
          (isPlatform(user) || u.companyCode === user!.companyCode),
      )
      const ranked = learners
        .map((u) => ({ u, minutes: minutesOf(u.userId) }))
        .sort((a, b) => b.minutes - a.minutes)
        .slice(0, limit)
      return ok(
        ranked.map(({ u, minutes }, i) => ({
          rank: i + 1,
          userId: u.userId,
          headImg: u.headImage || '/mock/covers/avatar.svg',
          chnName: u.chnName,
          orgName: sessionNames(u).orgName,
          studyHoursStr: `${hours(minutes)}`,
        })),
      )
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/LearningMonthLog`,
    async ({ request, user }) => {
      const month = str(await readJson(request), 'month')
      if (!/^\d{4}-\d{2}$/.test(month) || !dayjs(`${month}-01`).isValid())
        return fail('月份格式不正确')
      const days = db.learningLogs[user!.userId] ?? {}
      return ok(
        Object.entries(days)
          .filter(([day]) => day.startsWith(month))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, minute]) => ({ date, minute })),
      )
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetStatisticsUserStudyData`,
    ({ user }) => {
      const courses = db.resources.filter((r) => visibleTo(r, user))
      const mine = db.records.filter((r) => r.userId === user!.userId)
      return ok({
        resCnt: courses.length,
        resTotalHours: hours(courses.reduce((sum, r) => sum + r.duration, 0)),
        studyHours: hours(minutesOf(user!.userId)),
        studyResCnt: mine.filter((r) => r.completed === 1).length,
        studyMinutes: minutesOf(user!.userId),
      })
    },
    { auth: true },
  ),
]
