// What a regulation file is, for its icon: the backend's fileType when it names one, else the
// extension of the file name or url. Server urls end up in href, so only safe ones become links.

export type FileKind = 'pdf' | 'word' | 'excel' | 'ppt' | 'image' | 'other'

const EXTENSIONS: Record<Exclude<FileKind, 'other'>, string[]> = {
  pdf: ['pdf'],
  word: ['doc', 'docx', 'wps', 'rtf'],
  excel: ['xls', 'xlsx', 'csv', 'et'],
  ppt: ['ppt', 'pptx', 'dps'],
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'],
}

/** What a screen reader hears for each kind of file. */
export const FILE_KIND_LABEL: Record<FileKind, string> = {
  pdf: 'PDF 文档',
  word: 'Word 文档',
  excel: 'Excel 表格',
  ppt: 'PPT 演示文稿',
  image: '图片',
  other: '文件',
}

function kindOfExtension(value: string): FileKind | undefined {
  const ext = value.trim().toLowerCase().replace(/^\./, '')
  if (!ext) return undefined
  const found = Object.entries(EXTENSIONS).find(([, list]) => list.includes(ext))
  return found?.[0] as FileKind | undefined
}

function extensionOf(name: string): string {
  const path = name.split(/[?#]/)[0]
  const dot = path.lastIndexOf('.')
  return dot >= 0 && dot > path.lastIndexOf('/') ? path.slice(dot + 1) : ''
}

/** The kind of a file by fileType (pdf, .docx, or a word such as "excel"), else its name or url. */
export function fileKind(file: {
  fileType?: string
  enclosureName?: string
  url?: string
}): FileKind {
  const type = (file.fileType ?? '').trim().toLowerCase()
  if (type in FILE_KIND_LABEL && type !== 'other') return type as FileKind
  return (
    kindOfExtension(type) ??
    kindOfExtension(extensionOf(file.enclosureName ?? '')) ??
    kindOfExtension(extensionOf(file.url ?? '')) ??
    'other'
  )
}
