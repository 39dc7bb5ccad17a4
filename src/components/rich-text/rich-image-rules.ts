// Images in the rich-text body (behaviour B5.11, B9.9): one image at a time, at most 10485760
// bytes, uploaded with a 180000 ms timeout; 只能一个图 when more are chosen, pasted or dropped
// (behaviour B8.10).
import type { HttpError } from '../../api/http'

export const RICH_IMAGE_MAX_BYTES = 10485760
export const RICH_IMAGE_TIMEOUT_MS = 180000
/** What the toolbar's chooser, paste and drop take. */
export const RICH_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']

export const richImageMessages = {
  onlyOne: '只能一个图',
  notImage: '只能插入图片文件',
  tooLarge: '图片大小不能超过 10MB',
  timeout: '图片上传超时（180 秒），请重试',
  failed: '图片上传失败',
}

export type RichImagePick = { file: File } | { error: string }

/** The one image to upload from what was chosen, pasted or dropped, or why there is none. */
export function pickRichImage(files: ArrayLike<File>): RichImagePick | null {
  const list = Array.from(files)
  if (list.length === 0) return null
  if (list.length > 1) return { error: richImageMessages.onlyOne }
  const [file] = list
  if (!file.type.toLowerCase().startsWith('image/')) return { error: richImageMessages.notImage }
  if (file.size > RICH_IMAGE_MAX_BYTES) return { error: richImageMessages.tooLarge }
  return { file }
}

/** The request layer words a timeout 请求超时…; anything else keeps its own message. */
export function richUploadFailure(error: unknown): string {
  const { status, message } = (error ?? {}) as Partial<HttpError>
  if (status === 'CANCELLED') return ''
  if (status === 'NETWORK' && message?.startsWith('请求超时')) return richImageMessages.timeout
  return message ? `${richImageMessages.failed}：${message}` : richImageMessages.failed
}
