import { echo } from '../../api/echo'
import type { Note, NoteBody } from '../../api/train-res'
import type { Id } from '../../api/types'

/** The play position a new note is taken at, in whole seconds; undefined without a player. */
export function notePosition(media: Pick<HTMLMediaElement, 'currentTime'> | null) {
  const seconds = media?.currentTime
  return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0
    ? Math.floor(seconds)
    : undefined
}

/**
 * The AddNoteData body: the record, the text and the position when it is known (an unknown one
 * is left out, never sent as 0).
 */
export function noteBody(recordId: Id, content: string, time: number | undefined) {
  const body: NoteBody = { recordId, content }
  if (time !== undefined) body.time = time
  return body
}

/**
 * The UpdateNote body: the note as GetNoteList gave it (every key, echo.ts) with the record it
 * belongs to and its new text; its position as it came (left out when it did not).
 */
export function editedNoteBody(note: Note, recordId: Id, content: string): NoteBody {
  return echo(note, { id: note.id, recordId, content })
}
