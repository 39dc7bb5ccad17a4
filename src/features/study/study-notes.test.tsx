import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http } from 'msw'
import { vi } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { renderApp } from '../../app/test-utils'
import { hrefs } from '../../lib/paths'

// The whole app is on the page: role queries by name and the pointer-events check of each click
// cost seconds in jsdom (every computed style resolves antd's CSS variables), so this file finds
// things by their labels and texts, which is what a user reads as well.
const C = '/Api/Train_Manage/Train_Res'
const COURSE = 1002
const fast = { pointerEventsCheck: PointerEventsCheckLevel.Never }
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
async function write(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
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
    const user = userEvent.setup(fast)
    const wire = watchWire()
    const { panel, media, recordId } = await openCourse()
    expect(
      await panel.findByText('暂无数据', { selector: '.ant-empty-description' }),
    ).toBeInTheDocument()
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
    expect(await list.findByText('改过的笔记')).toBeInTheDocument()
    expect(list.queryByLabelText('修改 01:15 的笔记')).not.toBeInTheDocument()
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect((await wire.to(`${C}/UpdateNote`)).map((r) => r.body)).toEqual([
      { id, recordId, content: '改过的笔记', time: 75 },
    ])

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
    const user = userEvent.setup(fast)
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
