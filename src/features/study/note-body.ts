import type { NoteBody } from '../../api/train-res'
import type { Id } from '../../api/types'

/** The play position a new note is taken at, in whole seconds; undefined without a player. */
export function notePosition(media: Pick<HTMLMediaElement, 'currentTime'> | null) {
  const seconds = media?.currentTime
  return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0
    ? Math.floor(seconds)
    : undefined
}

/**
 * The AddNoteData / UpdateNote body: the record, the text and the position when it is known (an
 * unknown one is left out, never sent as 0).
 */
export function noteBody(recordId: Id, content: string, time: number | undefined, id?: Id) {
  const body: NoteBody = { recordId, content }
  if (id !== undefined) body.id = id
  if (time !== undefined) body.time = time
  return body
}
