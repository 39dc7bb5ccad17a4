import { uploadFile } from '../../api/common-attach'
import { pickRichImage, richUploadFailure, RICH_IMAGE_TIMEOUT_MS } from './rich-image-rules'

/** The part of a Quill editor the image insertion uses. */
export interface ImageTarget {
  getSelection(focus: true): { index: number; length: number }
  deleteText(index: number, length: number, source: 'user'): unknown
  insertEmbed(index: number, type: 'image', url: string, source: 'user'): unknown
  formatText(index: number, length: number, name: 'alt', value: string, source: 'user'): unknown
  setSelection(index: number, length: number, source: 'silent'): unknown
}

export interface ImageInsertDeps {
  /** uploads one image, resolves to its url */
  upload?: (file: File) => Promise<string>
  /** shows a refusal or a failure */
  notify: (message: string) => void
  /** true while an image uploads */
  onBusy?: (busy: boolean) => void
}

/** The rich-text image upload: Common_Attach/UploadFileByForm with a 180000 ms timeout. */
export const uploadRichImage = (file: File) =>
  uploadFile(file, { timeout: RICH_IMAGE_TIMEOUT_MS, background: true })

/** An image's alternative text: its file's name without the extension ("图片" for none). */
export function altOf(file: File): string {
  return file.name.replace(/\.[^.]*$/, '').trim() || '图片'
}

/**
 * Applies the image rules to chosen, pasted or dropped files, uploads the one image and puts it
 * where the cursor is (in place of a selection), its file name as its alternative text. Resolves
 * true when an image went in.
 */
export async function insertImageFiles(
  files: ArrayLike<File>,
  editor: ImageTarget,
  { upload = uploadRichImage, notify, onBusy }: ImageInsertDeps,
  range?: { index: number; length: number } | null,
): Promise<boolean> {
  const pick = pickRichImage(files)
  if (!pick) return false
  if ('error' in pick) {
    notify(pick.error)
    return false
  }
  onBusy?.(true)
  try {
    const url = await upload(pick.file)
    // where the cursor is now (the user may have typed on while it uploaded)
    const at = range ?? editor.getSelection(true)
    if (at.length) editor.deleteText(at.index, at.length, 'user')
    editor.insertEmbed(at.index, 'image', url, 'user')
    // a reader who cannot see the picture hears what it is
    editor.formatText(at.index, 1, 'alt', altOf(pick.file), 'user')
    editor.setSelection(at.index + 1, 0, 'silent')
    return true
  } catch (error) {
    const message = richUploadFailure(error)
    if (message) notify(message)
    return false
  } finally {
    onBusy?.(false)
  }
}
