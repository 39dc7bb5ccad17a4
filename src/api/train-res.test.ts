import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { trainResApi } from './train-res'
import { envelope, hits, recordRequests } from './test-recorder'

const C = '/Api/Train_Manage/Train_Res'
const ep = trainResApi.endpoints
const page = { pageIndex: 1, pageRows: 10, search: { keyword: '防护' } }

describe('Train_Res', () => {
  it('a paged list posts the filters and returns rows in data, count in total', async () => {
    const res = {
      id: 1,
      resName: '高处作业安全',
      playList: [{ item1: '标清', item2: 'https://v/1.mp4' }],
    }
    const log = recordRequests(server, () => envelope([res], { total: 21 }))
    const result = await makeStore().dispatch(ep.getTrainResPageList.initiate(page))
    expect(log[0]).toMatchObject({
      method: 'POST',
      pathname: `${C}/GetTrainResPageList`,
      body: page,
    })
    expect(result.data).toMatchObject({ data: [res], total: 21 })
  })

  it('Audit posts the verdict and refreshes the resource list and the audit history', async () => {
    const log = recordRequests(server, () => envelope([]))
    const store = makeStore()
    const list = store.dispatch(ep.getTrainResAuditPageList.initiate(page))
    const history = store.dispatch(ep.getAuditHistory.initiate({ id: 1 }))
    await list
    await history
    await store.dispatch(ep.audit.initiate({ id: 1, result: 1, remark: '通过' })).unwrap()
    expect(log.find((r) => r.pathname === `${C}/Audit`)?.body).toEqual({
      id: 1,
      result: 1,
      remark: '通过',
    })
    await waitFor(() => expect(hits(log, `${C}/GetTrainResAuditPageList`)).toBe(2))
    await waitFor(() => expect(hits(log, `${C}/GetAuditHistory`)).toBe(2))
    list.unsubscribe()
    history.unsubscribe()
  })

  it('workflow calls post {id} / {ids} / {id, dcode} / {id, Number} and refresh the list', async () => {
    const log = recordRequests(server, () => envelope([]))
    const store = makeStore()
    const list = store.dispatch(ep.getTrainResPageList.initiate(page))
    await list
    await store.dispatch(ep.postCheck.initiate({ id: 1 })).unwrap()
    await store.dispatch(ep.batchDelete.initiate({ ids: [1, 2] })).unwrap()
    await store.dispatch(ep.changeDirectory.initiate({ id: 1, dcode: 'D02' })).unwrap()
    await store.dispatch(ep.reOrderNum.initiate({ id: 1, Number: 5 })).unwrap()
    await store.dispatch(ep.delete.initiate({ id: 2 })).unwrap()
    const sent = log
      .filter((r) => !r.pathname.endsWith('GetTrainResPageList'))
      .map((r) => [r.pathname.split('/').pop(), r.body])
    expect(sent).toEqual([
      ['PostCheck', { id: 1 }],
      ['BatchDelete', { ids: [1, 2] }],
      ['ChangeDirectory', { id: 1, dcode: 'D02' }],
      ['ReOrderNum', { id: 1, Number: 5 }],
      ['Delete', { id: 2 }],
    ])
    await waitFor(() => expect(hits(log, `${C}/GetTrainResPageList`)).toBeGreaterThanOrEqual(2))
    list.unsubscribe()
  })

  it('notes: AddNoteData, UpdateNote and DelNote refresh GetNoteList', async () => {
    const log = recordRequests(server, () => envelope([]))
    const store = makeStore()
    const notes = store.dispatch(ep.getNoteList.initiate({ recordId: 'R1' }))
    await notes
    expect(log[0].body).toEqual({ recordId: 'R1' })
    await store
      .dispatch(ep.addNoteData.initiate({ recordId: 'R1', content: '注意佩戴安全帽' }))
      .unwrap()
    await waitFor(() => expect(hits(log, `${C}/GetNoteList`)).toBe(2))
    await store.dispatch(ep.delNote.initiate({ id: 3 })).unwrap()
    await waitFor(() => expect(hits(log, `${C}/GetNoteList`)).toBe(3))
    notes.unsubscribe()
  })

  it('IndexHotRes asks for the top 10 by default; GetStatisticsUserStudyData returns the four totals', async () => {
    const stats = { resCnt: 12, resTotalHours: 30, studyHours: 6.5, studyResCnt: 4 }
    const log = recordRequests(server, (r) =>
      envelope(r.pathname.endsWith('GetStatisticsUserStudyData') ? stats : []),
    )
    const store = makeStore()
    await store.dispatch(ep.indexHotRes.initiate({ dCode: 'D01' }))
    const result = await store.dispatch(ep.getStatisticsUserStudyData.initiate())
    expect(log[0].body).toEqual({ dCode: 'D01', top: 10 })
    expect(result.data?.data).toEqual(stats)
  })

  it('Study (heartbeat) posts id, guid and speed without refetching anything', async () => {
    const log = recordRequests(server, () => envelope([]))
    const store = makeStore()
    const log1 = store.dispatch(ep.learningMonthLog.initiate({ month: '2024-05' }))
    await log1
    await store.dispatch(ep.study.initiate({ id: 1, guid: 'g-1', speed: 1.5 })).unwrap()
    expect(log[1]).toMatchObject({
      pathname: `${C}/Study`,
      body: { id: 1, guid: 'g-1', speed: 1.5 },
    })
    // give an invalidation the time to refetch: none may follow the heartbeat
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(log.map((r) => r.pathname)).toEqual([`${C}/LearningMonthLog`, `${C}/Study`])
    // completion, in contrast, refreshes the learning figures
    await store.dispatch(ep.studyComplete.initiate({ id: 1, guid: 'g-1', speed: 1 })).unwrap()
    await waitFor(() => expect(hits(log, `${C}/LearningMonthLog`)).toBe(2))
    log1.unsubscribe()
  })
})
