import { useMemo } from 'react'
import { Alert } from 'antd'
import {
  useAddNoteMutation,
  useDeleteNoteMutation,
  useGetNoteListQuery,
  useUpdateNoteMutation,
  type Note,
} from '../../api/train-res'
import type { ApiResult } from '../../api/http'
import type { Id } from '../../api/types'
import { confirmDelete } from '../../lib/confirm'
import { toastSuccess } from '../../lib/feedback'
import { attempt, type Call } from '../../lib/mutation'
import { NoteForm } from './note-form'
import { NoteList } from './note-list'
import { editedNoteBody, noteBody, notePosition } from './note-body'
import { byPosition, seekTo } from './note-time'
import { QueryState } from '../../components/query-state'

export interface StudyNotesProps {
  /** the learner's study record of the course (notes belong to it); undefined: not given */
  recordId?: Id
  media: HTMLMediaElement | null
}

/** What the panel says when the course came without its study record. */
export const NO_RECORD = '无法记笔记：服务器未返回本课程的学习记录，笔记无法读取和保存。'

/**
 * 笔记: add at the current play position, edit, delete, and jump to where a note was taken. The
 * notes belong to the learner's study record of the course: without its id the panel says it
 * cannot keep notes, and asks and sends nothing.
 */
export function StudyNotes({ recordId, media }: StudyNotesProps) {
  if (recordId === undefined)
    return <Alert type="warning" showIcon className="study-notes__unavailable" title={NO_RECORD} />
  return <RecordNotes recordId={recordId} media={media} />
}

function RecordNotes({ recordId, media }: { recordId: Id; media: HTMLMediaElement | null }) {
  const list = useGetNoteListQuery({ recordId })
  const [addNote] = useAddNoteMutation()
  const [updateNote] = useUpdateNoteMutation()
  const [deleteNote] = useDeleteNoteMutation()
  const notes = useMemo(() => byPosition(list.data ?? []), [list.data])

  // the success text is the answer's msg (保存成功 / 修改成功 / 删除成功!)
  const run = async (call: Call<ApiResult<unknown>>, fallback: string) => {
    const result = await attempt(call)
    if (result.ok) toastSuccess(result.data.msg || fallback)
    return result.ok
  }

  const add = (content: string) =>
    run(addNote(noteBody(recordId, content, notePosition(media))), '保存成功')
  const save = (note: Note, content: string) =>
    run(updateNote(editedNoteBody(note, recordId, content)), '修改成功')
  const remove = async (note: Note) => {
    await confirmDelete(() => run(deleteNote({ id: note.id }), '删除成功!'))
  }
  const seek = media ? (seconds: number) => seekTo(media, seconds) : undefined

  return (
    <div className="study-notes">
      <NoteForm onAdd={add} noPosition={!media} />
      <QueryState query={list} empty={notes.length === 0} errorTitle="笔记加载失败" rows={3}>
        <NoteList notes={notes} onSeek={seek} onSave={save} onDelete={remove} />
      </QueryState>
    </div>
  )
}
