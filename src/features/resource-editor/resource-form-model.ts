import { echo, loadedOf, sameValue } from '../../api/echo'
import type { PlayItem, TrainResBody, TrainResEdit } from '../../api/train-res'

/** The uploaded media: the play list (item1 quality, item2 url) and the file's extension. */
export interface MediaValue {
  playList: PlayItem[]
  attExt?: string
}

/** What the editor's form holds. */
export interface ResourceFormValues {
  resName: string
  dCode?: string
  introduce: string
  cover: string
  media: MediaValue
  /** the rich-text body, HTML */
  content: string
}

export const RES_NAME_MAX = 100

export const emptyResourceForm: ResourceFormValues = {
  resName: '',
  dCode: undefined,
  introduce: '',
  cover: '',
  media: { playList: [] },
  content: '',
}

/** The form's fields an answer may leave out (the name is a must of every answer). */
export type LoadableField = 'dCode' | 'introduce' | 'cover' | 'media' | 'content'

/** Their labels, as the form names them. */
export const FIELD_LABELS: Record<LoadableField, string> = {
  dCode: '资源目录',
  introduce: '资源简介',
  cover: '封面',
  media: '视频/音频',
  content: '资源内容',
}

/** The form of a resource GetTrainRes answered (a field it left out starts empty). */
export function formFromResource(res: TrainResEdit): ResourceFormValues {
  return {
    resName: res.resName ?? '',
    dCode: res.dCode || undefined,
    introduce: res.introduce ?? '',
    cover: res.cover ?? '',
    media: { playList: res.playList ?? [], attExt: res.attExt },
    content: res.content ?? '',
  }
}

/**
 * The form's fields whose value the answer did not carry: they start empty, and a save leaves
 * them out unless the user enters something (a blank sent back would wipe the real value).
 */
export function unreadFields(res: TrainResEdit): LoadableField[] {
  const carried: Record<LoadableField, boolean> = {
    dCode: !!res.dCode,
    introduce: res.introduce !== undefined,
    cover: res.cover !== undefined,
    media: res.playList !== undefined,
    content: res.content !== undefined,
  }
  return (Object.keys(carried) as LoadableField[]).filter((field) => !carried[field])
}

/** A field's value as the form compares and sends it. */
function formField(values: Partial<ResourceFormValues>, field: LoadableField): unknown {
  if (field === 'media') return values.media?.playList ?? []
  if (field === 'introduce') return values.introduce?.trim() ?? ''
  return values[field] ?? ''
}

/**
 * The play list to send: each item the resource had goes back as it came (what the app does not
 * read of an item travels with it), a new one as the upload gave it.
 */
function playListToSend(list: PlayItem[], original: TrainResEdit): unknown[] {
  const loaded = loadedOf(original)?.playList
  return list.map((item) => {
    const at = (original.playList ?? []).findIndex((had) => sameValue(had, item))
    return at >= 0 && Array.isArray(loaded) && loaded[at] ? loaded[at] : item
  })
}

/**
 * The AddData / UpdateData body. A new resource sends the form. An edit sends the resource as
 * GetTrainRes gave it (every key, echo.ts) with the form's fields over it; a field the answer did
 * not carry goes only when the user entered something in it, and an extension it did not carry
 * only with a new upload's.
 */
export function bodyFromForm(values: ResourceFormValues, original?: TrainResEdit): TrainResBody {
  const form: TrainResBody = {
    resName: values.resName.trim(),
    dCode: values.dCode ?? '',
    introduce: values.introduce.trim(),
    cover: values.cover,
    playList: values.media.playList,
    attExt: values.media.attExt ?? '',
    content: values.content,
  }
  if (!original) return form
  const changes: Partial<TrainResBody> = {
    ...form,
    playList: playListToSend(values.media.playList, original) as PlayItem[],
    attExt: values.media.attExt ?? original.attExt,
  }
  const start = formFromResource(original)
  for (const field of unreadFields(original)) {
    if (JSON.stringify(formField(values, field)) !== JSON.stringify(formField(start, field)))
      continue
    if (field === 'media') {
      delete changes.playList
      delete changes.attExt
    } else delete changes[field]
  }
  return echo(original, changes) as TrainResBody
}

const normal = (values: Partial<ResourceFormValues>) =>
  JSON.stringify({
    resName: values.resName ?? '',
    dCode: values.dCode ?? '',
    introduce: values.introduce ?? '',
    cover: values.cover ?? '',
    playList: values.media?.playList ?? [],
    content: values.content ?? '',
  })

/** Whether the form differs from what it started with (typing and deleting again is no change). */
export function isChanged(
  initial: ResourceFormValues,
  current: Partial<ResourceFormValues>,
): boolean {
  return normal(initial) !== normal(current)
}

/** The extension of a file name with its dot, lower case ('.mp4'), or ''. */
export function extensionOf(name: string): string {
  const match = /\.[a-z0-9]+$/i.exec(name)
  return match ? match[0].toLowerCase() : ''
}

const MEDIA_NAME = /\.(mp4|m4v|mov|webm|ogv|avi|wmv|flv|mkv|mp3|m4a|aac|wav|ogg|flac)$/i

/** Only video and audio files are media: the message otherwise, null when it is one. */
export function checkMediaFile(file: Pick<File, 'name' | 'type'>): string | null {
  const type = file.type.toLowerCase()
  if (type.startsWith('video/') || type.startsWith('audio/')) return null
  // some systems give no type, or a generic one, for a media file
  if (MEDIA_NAME.test(file.name)) return null
  return '只能上传视频或音频文件'
}
