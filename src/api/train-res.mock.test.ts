import { waitFor } from '@testing-library/react'
import dayjs from 'dayjs'
import { db } from '../../mocks/db'
import { loginAs, pinClock, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { trainResApi } from './train-res'

// Real baseQuery -> real mock handlers.
const ep = trainResApi.endpoints
const machinery = {
  pageIndex: 1,
  pageRows: 20,
  sortField: 'sort',
  sortType: 'asc' as const,
  search: { dCode: 'D03' },
}

describe('Train_Res against the mock backend', () => {
  it('GetTrainResPageList sends paging, sort and search; answers the rows in data and the count in total', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const result = await makeStore().dispatch(ep.getTrainResPageList.initiate(machinery)).unwrap()
    expect(result.total).toBe(10)
    expect(result.data.every((r) => r.dCode === 'D03')).toBe(true)
    expect(result.data.map((r) => r.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect((await wire.sent())[0]).toMatchObject({ query: {}, body: machinery })
  })

  it('PostCheck submits a draft: the list shows it pending and its audit history gains the step', async () => {
    loginAs('u-company')
    const store = makeStore()
    const list = store.dispatch(ep.getTrainResPageList.initiate(machinery))
    const history = store.dispatch(ep.getAuditHistory.initiate({ id: 1029 }))
    expect((await list).data!.data.find((r) => r.id === 1029)?.status).toBe(0)
    expect((await history).data!.data).toEqual([])
    const wire = watchWire()
    await store.dispatch(ep.postCheck.initiate({ id: 1029 })).unwrap()
    await waitFor(() => {
      expect(
        ep.getTrainResPageList
          .select(machinery)(store.getState())
          .data?.data.find((r) => r.id === 1029)?.status,
      ).toBe(1)
      expect(
        ep.getAuditHistory
          .select({ id: 1029 })(store.getState())
          .data?.data.map((a) => a.auditName),
      ).toEqual(['李晓梅'])
    })
    expect((await wire.to('/PostCheck'))[0].body).toEqual({ id: 1029 })
    list.unsubscribe()
    history.unsubscribe()
  })

  it('AddNoteData posts recordId, content and time; the subscribed note list refetches', async () => {
    loginAs('u-learner')
    const store = makeStore()
    const notes = store.dispatch(ep.getNoteList.initiate({ recordId: 9001 }))
    expect((await notes).data!.data).toHaveLength(3)
    const wire = watchWire()
    await store
      .dispatch(ep.addNoteData.initiate({ recordId: 9001, content: '发现隐患立即上报', time: 400 }))
      .unwrap()
    await waitFor(() =>
      expect(
        ep.getNoteList.select({ recordId: 9001 })(store.getState()).data?.data.at(-1),
      ).toMatchObject({ content: '发现隐患立即上报', time: 400 }),
    )
    expect((await wire.to('/AddNoteData'))[0].body).toEqual({
      recordId: 9001,
      content: '发现隐患立即上报',
      time: 400,
    })
    notes.unsubscribe()
  })

  it('StudyComplete refetches the course lists: the course counts one more learner', async () => {
    loginAs('u-learner')
    const course = db.resources.find(
      (r) =>
        r.status === 2 &&
        r.isPrivate === 0 &&
        !db.records.some((x) => x.userId === 'u-learner' && x.resId === r.id),
    )!
    const query = { pageIndex: 1, pageRows: 100, search: { dCode: course.dCode } }
    const store = makeStore()
    const list = store.dispatch(ep.getSearchPageList.initiate(query))
    const before = (await list).data!.data.find((r) => r.id === course.id)!.studyCnt!
    await store.dispatch(ep.studyComplete.initiate({ id: course.id, guid: 'g', speed: 1 })).unwrap()
    await waitFor(() =>
      expect(
        ep.getSearchPageList
          .select(query)(store.getState())
          .data?.data.find((r) => r.id === course.id)?.studyCnt,
      ).toBe(before + 1),
    )
    list.unsubscribe()
  })

  it('LearningMonthLog of the current month has entries, today and on a pinned first of the month', async () => {
    const month = async () => {
      loginAs('u-learner')
      const now = dayjs()
      const log = await makeStore()
        .dispatch(ep.learningMonthLog.initiate({ month: now.format('YYYY-MM') }))
        .unwrap()
      expect(log.data.length).toBeGreaterThan(0)
      expect(log.data.at(-1)).toMatchObject({
        date: now.format('YYYY-MM-DD'),
        minute: expect.any(Number),
      })
    }
    await month()
    pinClock('2030-03-01T07:00:00')
    await month()
  })
})
