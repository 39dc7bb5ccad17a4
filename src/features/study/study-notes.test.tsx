import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { vi } from 'vitest'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { antd, renderApp, renderWithProviders, setupUser, type User } from '../../testing'
import { hrefs } from '../../lib/paths'
import { editedNoteBody, noteBody, notePosition } from './note-body'
import { StudyNotes } from './study-notes'

// The whole app is on the page: this file finds things by their labels and texts, which is what a
// user reads as well.
const C = '/Api/Train_Manage/Train_Res'
const COURSE = 1002
// the first page of a worker waits for its lazy modules (the route, the layout, xgplayer)
const FIRST_LOAD = 15_000

/** Opens the course with no notes of its own yet; gives the notes tab and the media element. */
async function openCourse() {
  db.notes = db.notes.filter((n) => n.resId !== COURSE)
  loginAs('learner')
  renderApp(hrefs.study(COURSE))
  const panel = await screen.findByLabelText(
    '笔记',
    { selector: '[role="tabpanel"]' },
    { timeout: FIRST_LOAD },
  )
  let media: HTMLMediaElement | null = null
  await waitFor(
    () => {
      media = document.querySelector<HTMLMediaElement>('.study-player video')
      expect(media).not.toBeNull()
    },
    { timeout: FIRST_LOAD },
  )
  const record = db.records.find((r) => r.userId === 'u-learner' && r.resId === COURSE)!
  return { panel: within(panel), media: media as unknown as HTMLMediaElement, recordId: record.id }
}

// one input event: typing key by key re-measures the auto-sized box each time (slow in jsdom)
async function write(user: User, box: HTMLElement, text: string) {
  await user.click(box)
  await user.paste(text)
}

function playTo(media: HTMLMediaElement, seconds: number) {
  act(() => {
    media.currentTime = seconds
  })
}

// jsdom cannot play media: the player's pause and load (on leaving the page) do nothing here
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
})

// whole-app tests on a shared 2-core machine: a page with its player takes seconds to settle
describe('study page notes', { timeout: 40_000 }, () => {
  it('adds a note at the play position, edits it in place, jumps there and deletes it', async () => {
    const user = setupUser()
    const wire = watchWire()
    const { panel, media, recordId } = await openCourse()
    expect(await antd.findEmpty(panel)).toBeInTheDocument()
    // the notes are asked for by the learner's study record of this course
    expect((await wire.to(`${C}/GetNoteList`)).map((r) => r.body)).toEqual([{ recordId }])

    playTo(media, 75.6)
    await write(user, panel.getByLabelText('笔记内容'), '第一条笔记')
    await user.click(panel.getByText('保存笔记'))
    const listElement = await panel.findByLabelText('笔记列表')
    const list = within(listElement)
    expect(list.getByText('第一条笔记')).toBeInTheDocument()
    expect(list.getByText('01:15')).toBeInTheDocument()
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(panel.getByLabelText('笔记内容')).toHaveValue('')
    expect((await wire.to(`${C}/AddNoteData`)).map((r) => r.body)).toEqual([
      { recordId, content: '第一条笔记', time: 75 },
    ])
    const id = db.notes.find((n) => n.content === '第一条笔记')!.id

    // an earlier note comes first
    playTo(media, 5)
    await write(user, panel.getByLabelText('笔记内容'), '开头的笔记')
    await user.click(panel.getByText('保存笔记'))
    await waitFor(() =>
      expect(listElement.textContent).toMatch(/^00:05.*开头的笔记01:15.*第一条笔记$/),
    )

    await user.click(list.getByLabelText('编辑 01:15 的笔记'))
    const editor = list.getByLabelText('修改 01:15 的笔记')
    expect(editor).toHaveValue('第一条笔记')
    await user.clear(editor)
    await write(user, editor, '改过的笔记')
    await user.click(list.getByText(/^保\s*存$/))
    // the editor closes once saved: until then its box holds the same text (React writes a
    // controlled textarea's value into its text content, which findByText matches)
    // then the list shows the saved text, once the update is in (later than the editor's close
    // on a busy machine)
    await waitFor(() => expect(list.queryByLabelText('修改 01:15 的笔记')).not.toBeInTheDocument())
    expect(await list.findByText('改过的笔记')).toBeInTheDocument()
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    // the note as GetNoteList gave it, every field, with the new text
    const loaded = (await wire.answers<{ id: number }[]>(`${C}/GetNoteList`))
      .flatMap((a) => a.data)
      .find((n) => n.id === id)
    expect((await wire.to(`${C}/UpdateNote`)).map((r) => r.body)).toEqual([
      { ...loaded, recordId, content: '改过的笔记' },
    ])
    expect((await wire.to(`${C}/UpdateNote`))[0].body).toMatchObject({ id, time: 75 })

    playTo(media, 300)
    await user.click(list.getByLabelText('跳转到 01:15'))
    expect(media.currentTime).toBe(75)

    await user.click(list.getByLabelText('删除 01:15 的笔记'))
    const confirm = within(await screen.findByRole('dialog'))
    expect(confirm.getByText('注：您确定要删除吗？该操作将无法恢复！')).toBeInTheDocument()
    await user.click(confirm.getByText(/^确\s*定$/))
    await waitFor(() => expect(list.queryByText('改过的笔记')).not.toBeInTheDocument())
    expect(await screen.findByText('删除成功!')).toBeInTheDocument()
    expect((await wire.to(`${C}/DelNote`)).map((r) => r.body)).toEqual([{ id }])
    expect(list.getByText('开头的笔记')).toBeInTheDocument()
    // each change reloads the list of the same record
    const lists = (await wire.to(`${C}/GetNoteList`)).map((r) => r.body)
    expect(lists.length).toBeGreaterThan(1)
    expect(lists).toEqual(lists.map(() => ({ recordId })))
  })

  it('keeps what was typed when saving fails, and deletes nothing when the confirmation is declined', async () => {
    const user = setupUser()
    const { panel } = await openCourse()
    server.use(http.post(`*${C}/AddNoteData`, () => fail('笔记保存失败')))
    const box = panel.getByLabelText('笔记内容')
    await write(user, box, '不会丢的笔记')
    await user.click(panel.getByText('保存笔记'))
    expect(await screen.findByText('笔记保存失败')).toBeInTheDocument()
    expect(box).toHaveValue('不会丢的笔记')

    server.resetHandlers()
    await user.click(panel.getByText('保存笔记'))
    const list = within(await panel.findByLabelText('笔记列表'))
    expect(list.getByText('不会丢的笔记')).toBeInTheDocument()
    expect(box).toHaveValue('')

    const wire = watchWire()
    await user.click(list.getByLabelText(/^删除/))
    const confirm = within(await screen.findByRole('dialog'))
    await user.click(confirm.getByText(/^取\s*消$/))
    expect(await screen.findByText('已取消')).toBeInTheDocument()
    expect(list.getByText('不会丢的笔记')).toBeInTheDocument()
    expect(await wire.to(`${C}/DelNote`)).toHaveLength(0)
  })
})

describe('note bodies', () => {
  it('take the play position in whole seconds, none without a player', () => {
    expect(notePosition({ currentTime: 75.6 })).toBe(75)
    expect(notePosition(null)).toBeUndefined()
    expect(notePosition({ currentTime: Number.NaN })).toBeUndefined()
  })

  it('leave an unknown position out instead of sending 0', () => {
    expect(noteBody(9001, '笔记', undefined)).toEqual({ recordId: 9001, content: '笔记' })
    expect(noteBody(9001, '笔记', 0)).toEqual({ recordId: 9001, content: '笔记', time: 0 })
  })

  it('an edit sends the note as it came, its position too, with the new text', () => {
    const note = {
      id: 3,
      content: '旧',
      time: 0,
      '~loaded': { id: 3, content: '旧', time: 0, x: 1 },
    }
    expect(editedNoteBody(note, 9001, '新')).toEqual({
      id: 3,
      recordId: 9001,
      content: '新',
      time: 0,
      x: 1,
    })
  })
})

describe(
  'notes against a backend that answers the documented fields only',
  { timeout: 40_000 },
  () => {
    beforeEach(() => setDocumentedOnly(true))
    afterEach(() => setDocumentedOnly(undefined))

    it('shows 时间未知 and 未读取到笔记内容, offers no jump, and sends no time it was not told', async () => {
      loginAs('learner')
      const [first] = db.notes.filter((n) => n.userId === 'u-learner').sort((a, b) => a.id - b.id)
      const { recordId, time } = first
      expect(time).toBe(35)
      const count = db.notes.filter((n) => n.recordId === recordId).length
      const user = setupUser()
      const wire = watchWire()
      renderWithProviders(
        <StudyNotes recordId={recordId} media={document.createElement('video')} />,
      )
      const list = within(await screen.findByLabelText('笔记列表'))
      expect(list.getAllByText('时间未知')).toHaveLength(count)
      expect(list.getAllByText('未读取到笔记内容')).toHaveLength(count)
      expect(list.queryByLabelText(/^跳转到/)).not.toBeInTheDocument()

      // its text was not read: the edit starts empty, replaces the text, and sends no time
      await user.click(list.getByLabelText('编辑 第1条 的笔记'))
      const editor = list.getByLabelText('修改 第1条 的笔记')
      expect(editor).toHaveValue('')
      expect(editor).toHaveAttribute(
        'placeholder',
        '未读取到原笔记内容，保存将替换服务器上的原内容',
      )
      await write(user, editor, '重新写的笔记')
      await user.click(list.getByText(/^保\s*存$/))
      expect(await screen.findByText('修改成功')).toBeInTheDocument()
      expect((await wire.to(`${C}/UpdateNote`)).map((r) => r.body)).toEqual([
        { id: first.id, recordId, content: '重新写的笔记' },
      ])
      // the server kept the position it had
      expect(db.notes.find((n) => n.id === first.id)).toMatchObject({
        content: '重新写的笔记',
        time,
      })
    })
  },
)
