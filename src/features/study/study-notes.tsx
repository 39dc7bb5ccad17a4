import { useMemo } from 'react'
import {
  useAddNoteDataMutation,
  useDelNoteMutation,
  useGetNoteListQuery,
  useUpdateNoteMutation,
  type Note,
} from '../../api/train-res'
import type { ApiResult } from '../../api/http'
import type { Id } from '../../api/types'
import { confirmAction } from '../../lib/confirm'
import { toastSuccess } from '../../lib/feedback'
import { attempt, type Call } from '../../lib/mutation'
import { NoteForm } from './note-form'
import { NoteList } from './note-list'
import { byPosition, seekTo } from './note-time'
import { SectionState } from './study-section'

export interface StudyNotesProps {
  /** the learner's study record of the course; no record, no notes */
  recordId?: Id
  media: HTMLMediaElement | null
}

/** The spec's delete confirmation (spec 8). */
export const DELETE_CONFIRM = '注：您确定要删除吗？该操作将无法恢复！'

/** 笔记: add at the current play position, edit, delete, and jump to where a note was taken. */
export function StudyNotes({ recordId, media }: StudyNotesProps) {
  const list = useGetNoteListQuery({ recordId: recordId ?? '' }, { skip: recordId === undefined })
  const [addNote] = useAddNoteDataMutation()
  const [updateNote] = useUpdateNoteMutation()
  const [delNote] = useDelNoteMutation()
  const notes = useMemo(() => byPosition(list.data?.data ?? []), [list.data])

  // the success text is the answer's msg (保存成功 / 修改成功 / 删除成功!)
  const run = async (call: Call<ApiResult<unknown>>, fallback: string) => {
    const result = await attempt(call)
    if (result.ok) toastSuccess(result.data.msg || fallback)
    return result.ok
  }

  const add = (content: string) => {
    if (recordId === undefined) return Promise.resolve(false)
    const time = Math.max(0, Math.floor(media?.currentTime ?? 0))
    return run(addNote({ recordId, content, time }), '保存成功')
  }
  const save = (note: Note, content: string) =>
    run(updateNote({ id: note.id, recordId: note.recordId, content, time: note.time }), '修改成功')
  const remove = async (note: Note) => {
    if (!(await confirmAction({ content: DELETE_CONFIRM, danger: true }))) return
    await run(delNote({ id: note.id }), '删除成功!')
  }
  const seek = media ? (seconds: number) => seekTo(media, seconds) : undefined

  return (
    <div className="study-notes">
      <NoteForm onAdd={add} disabled={recordId === undefined} />
      <SectionState
        query={recordId === undefined ? { ...list, isLoading: false } : list}
        empty={notes.length === 0}
        failure="笔记加载失败"
      >
        <NoteList notes={notes} onSeek={seek} onSave={save} onDelete={remove} />
      </SectionState>
    </div>
  )
}
