import type { Note, TrainRes } from '../../src/api/train-res'
import { call, pinClock, tokenFor } from '../test-harness'

const C = '/Api/Train_Manage/Train_Res'
type Row = TrainRes & {
  dCode: string
  isCollect: number
  status: number
  sort: number
  isPrivate: number
  isRecommend: number
}

async function adminList(token: string, search: Record<string, unknown> = {}) {
  const res = await call<Row[]>(`${C}/GetTrainResPageList`, {
    body: { pageIndex: 1, pageRows: 100, search },
    token,
  })
  return res
}

describe('training resource mocks', () => {
  it('runs the review workflow and records the audit trail', async () => {
    const token = tokenFor('admin')
    const drafts = (await adminList(token, { status: 0 })).data
    const draft = drafts[0]
    expect(await call(`${C}/Audit`, { body: { id: draft.id, result: 1 }, token })).toMatchObject({
      success: false,
      msg: '该资源不在待审核状态',
    })
    await call(`${C}/PostCheck`, { body: { id: draft.id }, token })
    const pending = await call<Row[]>(`${C}/GetTrainResAuditPageList`, {
      body: { pageIndex: 1, pageRows: 100 },
      token,
    })
    expect(pending.data.map((r) => r.id)).toContain(draft.id)
    expect(await call(`${C}/Audit`, { body: { id: draft.id, result: 0 }, token })).toMatchObject({
      success: false,
      msg: '请填写驳回原因',
    })
    await call(`${C}/Audit`, { body: { id: draft.id, result: 1, remark: '同意发布' }, token })
    const history = await call<
      {
        action: string
        result: number | string
        remark: string
        auditName: string
        auditTime: string
      }[]
    >(`${C}/GetAuditHistory`, { body: { id: draft.id }, token })
    expect(history.data[0]).toMatchObject({
      action: '审核',
      result: 1,
      remark: '同意发布',
      auditName: '王建国',
    })
    expect(history.data[1]).toMatchObject({ action: '提交审核' })
    const hot = await call<Row[]>(`${C}/IndexHotRes`, { body: { dCode: draft.dCode, top: 20 } })
    expect(hot.data.map((r) => r.id)).toContain(draft.id)
    await call(`${C}/Revoke`, { body: { id: draft.id }, token })
    expect(
      (await call<Row>(`${C}/GetTrainRes`, { body: { id: draft.id }, token })).data.status,
    ).toBe(0)
  })

  it('submits batches, toggles private and recommended, moves and reorders', async () => {
    const token = tokenFor('admin')
    const drafts = (await adminList(token, { status: 0 })).data.map((r) => r.id)
    await call(`${C}/BatchPostCheck`, { body: { ids: drafts }, token })
    expect((await adminList(token, { status: 0 })).data).toHaveLength(0)
    const [first, second] = (await adminList(token, { dCode: 'D02', status: 2 })).data.sort(
      (a, b) => a.sort - b.sort,
    )
    await call(`${C}/SetPrivate`, { body: { id: first.id }, token })
    await call(`${C}/SetRecommend`, { body: { id: first.id }, token })
    const after = (await call<Row>(`${C}/GetTrainRes`, { body: { id: first.id }, token })).data
    expect([after.isPrivate, after.isRecommend]).toEqual([
      1 - first.isPrivate,
      1 - first.isRecommend,
    ])
    await call(`${C}/ReOrder`, { body: { id: second.id, direction: 'up' }, token })
    const reordered = (await adminList(token, { dCode: 'D02' })).data.sort(
      (a, b) => a.sort - b.sort,
    )
    expect(reordered[0].id).toBe(second.id)
    await call(`${C}/ChangeDirectory`, { body: { id: first.id, dcode: 'D06' }, token })
    expect((await adminList(token, { dCode: 'D06' })).data.map((r) => r.id)).toContain(first.id)
    await call(`${C}/BatchDelete`, { body: { ids: [first.id, second.id] }, token })
    expect((await adminList(token)).data.map((r) => r.id)).not.toContain(first.id)
  })

  it('keeps notes per study record and toggles favourites', async () => {
    const token = tokenFor('learner')
    const course = (
      await call<Row[]>(`${C}/GetSearchPageList`, {
        body: { pageIndex: 1, pageRows: 10, search: { dCode: 'D05' } },
        token,
      })
    ).data[0]
    const detail = await call<{ recordId: number }>(`${C}/GetTrainResStudyDetail`, {
      body: { id: course.id },
      token,
    })
    const recordId = detail.data.recordId
    expect(
      await call(`${C}/AddNoteData`, { body: { recordId, content: '' }, token }),
    ).toMatchObject({ success: false, msg: '请输入笔记内容' })
    await call(`${C}/AddNoteData`, {
      body: { recordId, content: '噪声超过85分贝要佩戴耳塞', time: 42 },
      token,
    })
    const notes = await call<Note[]>(`${C}/GetNoteList`, { body: { recordId }, token })
    expect(notes.data.map((n) => n.content)).toEqual(['噪声超过85分贝要佩戴耳塞'])
    await call(`${C}/UpdateNote`, {
      body: { id: notes.data[0].id, recordId, content: '改过的笔记' },
      token,
    })
    expect(
      (await call<Note[]>(`${C}/GetNoteList`, { body: { recordId }, token })).data[0].content,
    ).toBe('改过的笔记')
    await call(`${C}/DelNote`, { body: { id: notes.data[0].id }, token })
    expect((await call<Note[]>(`${C}/GetNoteList`, { body: { recordId }, token })).data).toEqual([])

    // a note taken without a known play position keeps none (not 0, the start), also when edited
    await call(`${C}/AddNoteData`, { body: { recordId, content: '没有位置的笔记' }, token })
    const [untimed] = (await call<Note[]>(`${C}/GetNoteList`, { body: { recordId }, token })).data
    expect(untimed).toMatchObject({ content: '没有位置的笔记', time: null })
    await call(`${C}/UpdateNote`, { body: { id: untimed.id, recordId, content: '改' }, token })
    expect(
      (await call<Note[]>(`${C}/GetNoteList`, { body: { recordId }, token })).data[0],
    ).toMatchObject({ content: '改', time: null })
    await call(`${C}/DelNote`, { body: { id: untimed.id }, token })

    const collected = await call<{ isCollect: number }>(`${C}/Collect`, {
      body: { id: course.id },
      token,
    })
    const favourites = await call<Row[]>(`${C}/GetSearchPageList`, {
      body: { pageIndex: 1, pageRows: 50, search: { isCollect: 1 } },
      token,
    })
    expect(favourites.data.some((r) => r.id === course.id)).toBe(collected.data.isCollect === 1)
    await call(`${C}/Collect`, { body: { id: course.id }, token })
    const again = await call<Row[]>(`${C}/GetSearchPageList`, {
      body: { pageIndex: 1, pageRows: 50, search: { isCollect: 1 } },
      token,
    })
    expect(again.data.some((r) => r.id === course.id)).toBe(collected.data.isCollect !== 1)
  })

  it('has learning logs in the current month on any day, even the first', async () => {
    for (const day of ['2027-02-01T08:00:00', '2031-09-17T08:00:00']) {
      pinClock(day)
      const month = day.slice(0, 7)
      const log = await call<{ date: string; minute: number }[]>(`${C}/LearningMonthLog`, {
        body: { month },
        token: tokenFor('learner'),
      })
      expect(log.data.length).toBeGreaterThan(0)
      expect(log.data.every((d) => d.date.startsWith(month))).toBe(true)
      expect(log.data.at(-1)!.date).toBe(day.slice(0, 10))
    }
  })
})
