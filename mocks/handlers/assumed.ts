// The calls whose path the spec does not show, at the paths src/api/assumed-paths.ts resolves
// (defaults, or the VITE_PATH_* overrides), so the mock follows whatever the app is built with.
import { db, persist } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { assumedPaths } from '../../src/api/assumed-paths'
import { field, num, param, str } from '../helpers'
import { examByCode, handIn, pastGrace, questionForPaper, questionsOf } from '../exam-logic'
import { latest, newsView, pagedNews } from './base-news'
import { homeDirs } from './train-resdir'

/** Answers as [{questionId, answer}] (the api's shape) or a plain {questionId: answer} map. */
function answersOf(body: unknown): Record<string, string> | undefined {
  const raw = field(body, 'answers')
  if (Array.isArray(raw)) {
    return Object.fromEntries(
      raw
        .filter((a) => a && typeof a === 'object')
        .map((a) => [String(field(a, 'questionId')), str(a, 'answer')]),
    )
  }
  if (raw && typeof raw === 'object')
    return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v ?? '')]))
  return undefined
}

export const assumedHandlers = [
  // Public site
  route('post', assumedPaths.newsPage, ({ request }) => pagedNews(request)),
  route('post', assumedPaths.newsByType, async ({ request }) => {
    const body = await readJson(request)
    const typeid = num(body, 'typeid')
    if (typeid === undefined) return fail('缺少参数 typeid')
    return ok(
      latest(typeid)
        .slice(0, num(body, 'limit') ?? 6)
        .map(newsView),
    )
  }),
  route('post', assumedPaths.linksByType, async ({ request }) => {
    const linkType = num(await readJson(request), 'linkType')
    if (linkType === undefined) return fail('缺少参数 linkType')
    return ok(
      db.links.filter((l) => l.linkType === linkType).sort((a, b) => a.sortOrder - b.sortOrder),
    )
  }),
  route('post', assumedPaths.homeResDirs, () => ok(homeDirs())),
  // Exam page
  route(
    'post',
    assumedPaths.examQuestions,
    ({ request, user }) => {
      const paper = db.papers.find(
        (p) => p.id === Number(param(request, 'userpaperId')) && p.userId === user!.userId,
      )
      if (!paper) return fail('试卷不存在')
      if (paper.status === 30) return fail('试卷已提交')
      const exam = examByCode(paper.examCode)!
      return ok(questionsOf(exam).map((q, i) => questionForPaper(q, i + 1, paper.answers[q.id])))
    },
    { auth: true },
  ),
  route(
    'post',
    assumedPaths.examSubmit,
    async ({ request, user }) => {
      const body = await readJson(request)
      const id = num(body, 'userpaperId')
      if (id === undefined) return fail('缺少试卷编号')
      const answers = answersOf(body)
      if (!answers) return fail('答案格式不正确')
      const paper = db.papers.find((p) => p.id === id && p.userId === user!.userId)
      if (!paper) return fail('试卷不存在')
      if (paper.status === 30) return fail('试卷已提交，请勿重复提交')
      if (pastGrace(paper)) {
        // too late even with the grace: the paper is taken as the server holds it
        handIn(paper, paper.answers)
        persist()
        return fail('考试时间已结束，试卷已按服务器保存的答案收取')
      }
      handIn(paper, answers)
      persist()
      const delayed = paper.delayMarkingPapers !== 0
      return ok(
        {
          userpaperId: paper.id,
          score: paper.score,
          isPass: paper.isPass,
          delayMarkingPapers: paper.delayMarkingPapers,
        },
        { msg: delayed ? '试卷提交成功,等待批卷' : '试卷提交成功' },
      )
    },
    { auth: true },
  ),
]
