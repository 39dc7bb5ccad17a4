import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import {
  recordsIn,
  renderWithProviders,
  setupUser,
  storedRecord,
  storingWholeRecords,
} from '../../testing'
import { StudyNotes } from './study-notes'

// A note edited against a backend that stores UpdateNote's body whole: the new text, and every
// other column of the note (its play position among them) as it was.

const LIST = '/Api/Train_Manage/Train_Res/GetNoteList'

describe('a note edit against a backend that stores the body whole', { timeout: 60_000 }, () => {
  storingWholeRecords()

  it('the new text, and every other column as it was', async () => {
    loginAs('learner')
    const [note] = db.notes.filter((n) => n.userId === 'u-learner').sort((a, b) => a.id - b.id)
    note.time = 35
    const wire = watchWire()
    const user = setupUser()
    renderWithProviders(
      <StudyNotes recordId={note.recordId} media={document.createElement('video')} />,
    )
    const list = within(await screen.findByLabelText('笔记列表'))
    await user.click(list.getByLabelText('编辑 00:35 的笔记'))
    const editor = list.getByLabelText('修改 00:35 的笔记')
    await user.clear(editor)
    await user.click(editor)
    await user.paste('整条保存的笔记')
    await user.click(list.getByText(/^保\s*存$/))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    await waitFor(() => expect(list.queryByLabelText('修改 00:35 的笔记')).toBeNull())
    const [answer] = await wire.answers(LIST)
    const loaded = recordsIn(answer.data).find((r) => r.id === note.id)!
    expect(loaded).toMatchObject({ time: 35, CreatorId: expect.any(String) })
    const stored = await storedRecord(LIST, (r) => r.id === note.id, {
      who: 'learner',
      body: { recordId: note.recordId },
    })
    expect(stored).toEqual({ ...loaded, content: '整条保存的笔记' })
  })
})
