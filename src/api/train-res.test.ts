import { waitFor } from '@testing-library/react'
import { db } from '../../mocks/db'
import { loginAs, pinClock, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { projectProjectApi } from './project-project'
import { trainResApi } from './train-res'

// Real baseQuery -> real mock handlers.
const ep = trainResApi.endpoints

describe('Train_Res against the mock backend', () => {
  it('PostCheck submits a draft: the subscribed list shows it pending and its audit history gains the step', async () => {
    loginAs('company')
    const store = makeStore()
    const query = { pageIndex: 1, pageRows: 100, search: { status: 0 } }
    const draft = (await store.dispatch(ep.getTrainResPageList.initiate(query)).unwrap()).rows[0]
    const mine = { pageIndex: 1, pageRows: 100, search: { dCode: draft.dCode } }
    const list = store.dispatch(ep.getTrainResPageList.initiate(mine))
    const history = store.dispatch(ep.getAuditHistory.initiate({ id: draft.id }))
    const row = () =>
      ep.getTrainResPageList
        .select(mine)(store.getState())
        .data?.rows.find((r) => r.id === draft.id)
    await list
    expect(row()?.status).toBe(0)
    expect((await history).data).toEqual([])
    await store.dispatch(ep.postCheck.initiate({ id: draft.id })).unwrap()
    await waitFor(() => {
      expect(row()?.status).toBe(1)
      expect(
        ep.getAuditHistory
          .select({ id: draft.id })(store.getState())
          .data?.map((a) => a.auditName),
      ).toEqual([db.users.find((u) => u.userId === 'u-company')!.chnName])
    })
    list.unsubscribe()
    history.unsubscribe()
  })

  it('AddNoteData (addNote): the subscribed note list refetches with the note', async () => {
    loginAs('learner')
    const store = makeStore()
    const notes = store.dispatch(ep.getNoteList.initiate({ recordId: 9001 }))
    const before = (await notes).data!.length
    await store
      .dispatch(ep.addNote.initiate({ recordId: 9001, content: '发现隐患立即上报', time: 400 }))
      .unwrap()
    await waitFor(() => {
      const after = ep.getNoteList.select({ recordId: 9001 })(store.getState()).data
      expect(after).toHaveLength(before + 1)
      expect(after?.at(-1)).toMatchObject({ content: '发现隐患立即上报', time: 400 })
    })
    notes.unsubscribe()
  })

  it('Study heartbeats refetch nothing; StudyComplete refreshes the month log, the project summary and the course list', async () => {
    pinClock('2028-02-10T10:00:00')
    loginAs('learner')
    // a public course the learner has not studied yet
    const course = db.resources.find(
      (r) =>
        r.status === 2 &&
        r.isPrivate === 0 &&
        !db.records.some((x) => x.userId === 'u-learner' && x.resId === r.id),
    )!
    const month = { month: '2028-02' }
    const courses = { pageIndex: 1, pageRows: 100, search: { dCode: course.dCode } }
    const store = makeStore()
    const subs = [
      store.dispatch(ep.learningMonthLog.initiate(month)),
      store.dispatch(projectProjectApi.endpoints.getFPMyStudyData.initiate()),
      store.dispatch(ep.getSearchPageList.initiate(courses)),
    ]
    await Promise.all(subs)
    const figures = () => {
      const state = store.getState()
      return {
        minutes: (ep.learningMonthLog.select(month)(state).data ?? []).reduce(
          (sum, day) => sum + day.minute,
          0,
        ),
        progress: projectProjectApi.endpoints.getFPMyStudyData.select()(state).data!.todayProgress!,
        learners: ep.getSearchPageList
          .select(courses)(state)
          .data!.rows.find((r) => r.id === course.id)!.studyCnt!,
      }
    }
    const before = figures()
    const wire = watchWire()
    const beat = { id: course.id, guid: 'g-1', speed: 1 }
    for (let i = 0; i < 6; i += 1) await store.dispatch(ep.study.initiate(beat)).unwrap()
    // give an invalidation the time to refetch: none may follow a heartbeat
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await wire.names()).toEqual(Array(6).fill('Study'))
    await store.dispatch(ep.studyComplete.initiate(beat)).unwrap()
    // six heartbeats of one minute each, on the pinned day
    await waitFor(() => {
      const after = figures()
      expect(after.minutes).toBe(before.minutes + 6)
      expect(after.progress).toBeGreaterThan(before.progress)
      expect(after.learners).toBe(before.learners + 1)
    })
    subs.forEach((s) => s.unsubscribe())
  })
})
