import { waitFor } from '@testing-library/react'
import { db } from '../../mocks/db'
import { loginAs, pinClock, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { assumedApi } from './assumed'
import { exUserexamApi } from './ex-userexam'

// Real baseQuery -> real mock handlers at the assumed default paths.
const ep = assumedApi.endpoints

describe('assumed calls against the mock backend', () => {
  it('news by typeid with a limit, links by linkType and the home directories', async () => {
    const wire = watchWire()
    const store = makeStore()
    const news = await store
      .dispatch(ep.getNewsListByTypeId.initiate({ typeid: 2, limit: 4 }))
      .unwrap()
    expect(news.data).toHaveLength(4)
    expect(news.data.every((n) => n.category === '政策法规')).toBe(true)
    const links = await store.dispatch(ep.getLinkListByType.initiate({ linkType: 3 })).unwrap()
    expect(links.data.length).toBeGreaterThan(0)
    expect(links.data.every((l) => l.linkType === 3)).toBe(true)
    const dirs = await store.dispatch(ep.getHomeResDirList.initiate()).unwrap()
    expect(dirs.data.map((d) => d.dName)).toContain('工伤预防知识')
    expect((await wire.sent()).map((r) => [r.pathname, r.body])).toEqual([
      ['/Api/Base_Manage/Base_News/GetNewsListByTypeId', { typeid: 2, limit: 4 }],
      ['/Api/Base_Manage/Base_Link/GetLinkListByType', { linkType: 3 }],
      ['/Api/Train_Manage/Train_ResDir/GetHomeResDirList', {}],
    ])
  })

  it('an exam: questions by userpaperId in the query, answers in the body; the exam detail refetches as done', async () => {
    pinClock('2027-09-09T14:00:00')
    loginAs('u-learner')
    const store = makeStore()
    const detail = store.dispatch(
      exUserexamApi.endpoints.getUserExamDetail.initiate({ excode: 'EX2026002' }),
    )
    const begun = await store
      .dispatch(exUserexamApi.endpoints.beginExam.initiate((await detail).data!.data.examinfo))
      .unwrap()
    const userpaperId = begun.data.userpaper.id
    const wire = watchWire()
    const questions = await store
      .dispatch(ep.getExamPaperQuestions.initiate({ userpaperId }))
      .unwrap()
    expect(questions.data).toHaveLength(15)
    expect(questions.data[0]).not.toHaveProperty('answer')
    const answers = questions.data.map((q) => ({
      questionId: q.id,
      answer: db.questions.find((x) => x.id === q.id)!.answer,
    }))
    const submitted = await store
      .dispatch(ep.submitExamPaper.initiate({ userpaperId, answers }))
      .unwrap()
    expect(submitted.data).toMatchObject({ isPass: 1, delayMarkingPapers: 0 })
    await waitFor(() =>
      expect(
        exUserexamApi.endpoints.getUserExamDetail.select({ excode: 'EX2026002' })(store.getState())
          .data?.data.examuser,
      ).toEqual({ status: 30, score: submitted.data.score }),
    )
    const [get, post] = await wire.sent()
    expect([get.query, get.body]).toEqual([{ userpaperId: String(userpaperId) }, undefined])
    expect(post.body).toEqual({ userpaperId, answers })
    detail.unsubscribe()
  })
})
