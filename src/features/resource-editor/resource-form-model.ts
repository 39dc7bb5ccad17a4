import type { PlayItem, TrainRes, TrainResBody } from '../../api/train-res'
import type { ResDir } from '../../api/train-resdir'

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

/** The form of a resource GetTrainRes answered. */
export function formFromResource(res: TrainRes): ResourceFormValues {
  return {
    resName: res.resName ?? '',
    dCode: res.dCode || undefined,
    introduce: res.introduce ?? '',
    cover: res.cover ?? '',
    media: { playList: res.playList ?? [], attExt: res.attExt },
    content: res.content ?? '',
  }
}

// What GetTrainRes answers for showing only: not sent back.
const VIEW_ONLY = ['statusName', 'dName', 'isCollect', 'progress', 'recordId']

/**
 * The AddData / UpdateData body: the form's fields; when editing, the id and every other field of
 * the answer as it came (the form does not show them all), less the ones only shown.
 */
export function bodyFromForm(values: ResourceFormValues, original?: TrainRes): TrainResBody {
  const kept: Record<string, unknown> = { ...original }
  VIEW_ONLY.forEach((name) => delete kept[name])
  return {
    ...kept,
    resName: values.resName.trim(),
    dCode: values.dCode ?? '',
    introduce: values.introduce.trim(),
    cover: values.cover,
    playList: values.media.playList,
    attExt: values.media.attExt ?? original?.attExt ?? '',
    content: values.content,
  }
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

/** TreeSelect nodes of the directory tree (GetTreeData). */
export interface DirNode {
  title: string
  value: string
  children?: DirNode[]
}

export function dirTreeData(dirs: readonly ResDir[] | undefined): DirNode[] {
  return (dirs ?? []).map((d) => ({
    title: d.dName,
    value: d.dCode,
    ...(d.children?.length ? { children: dirTreeData(d.children) } : {}),
  }))
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
