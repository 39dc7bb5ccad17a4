// Helpers of the Quill editor that need no Quill (tested without it).

/** What the editor gave out: its own HTML and the value the form keeps. */
export interface EditorValue {
  raw: string
  clean: string
}

const EMPTY = /^(?:<p>(?:<br\s*\/?>)?<\/p>)*$/

/**
 * Quill's semantic HTML writes every space as &nbsp; (no line would wrap where it is shown):
 * single spaces become spaces again, runs keep one breaking space each. An empty editor is ''.
 */
export function cleanEditorHtml(raw: string): EditorValue {
  const trimmed = raw.trim()
  if (EMPTY.test(trimmed)) return { raw, clean: '' }
  const clean = trimmed
    .replace(/&nbsp;/g, ' ')
    .replace(/ {2,}/g, (run) => ` ${'&nbsp;'.repeat(run.length - 1)}`)
  return { raw, clean }
}

/** The toolbar: headings, emphasis, colours, lists, alignment, link and image, clear. */
export const RICH_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'image'],
  ['clean'],
]

const LABELS: Record<string, string> = {
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  'list: ordered': '有序列表',
  'list: bullet': '无序列表',
  link: '链接',
  image: '插入图片',
  clean: '清除格式',
}

/** Quill names its toolbar buttons in English (aria-label "bold"): Chinese names and tooltips. */
export function labelToolbar(toolbar: { container?: HTMLElement } | undefined): void {
  toolbar?.container?.querySelectorAll('button[aria-label]').forEach((button) => {
    const label = LABELS[button.getAttribute('aria-label') ?? '']
    if (!label) return
    button.setAttribute('aria-label', label)
    button.setAttribute('title', label)
  })
}
