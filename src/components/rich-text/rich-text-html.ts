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

/** The pickers of the toolbar, by their class, and how each names its options. */
const PICKERS: Record<string, { label: string; option: (value: string | null) => string }> = {
  'ql-header': { label: '标题级别', option: (v) => (v ? `标题 ${v}` : '正文') },
  'ql-color': { label: '文字颜色', option: (v) => (v ? `文字颜色 ${v}` : '默认文字颜色') },
  'ql-background': { label: '背景颜色', option: (v) => (v ? `背景颜色 ${v}` : '无背景颜色') },
  'ql-align': {
    label: '对齐方式',
    option: (v) =>
      ({ center: '居中对齐', right: '右对齐', justify: '两端对齐' })[v ?? ''] ?? '左对齐',
  },
}

const name = (element: Element, label: string) => {
  element.setAttribute('aria-label', label)
  element.setAttribute('title', label)
}

/**
 * Quill names its toolbar buttons in English (aria-label "bold") and its pickers (headings,
 * colours, alignment) and their options not at all: Chinese names and tooltips for all of them.
 */
export function labelToolbar(toolbar: { container?: HTMLElement } | undefined): void {
  const container = toolbar?.container
  if (!container) return
  container.querySelectorAll('button[aria-label]').forEach((button) => {
    const label = LABELS[button.getAttribute('aria-label') ?? '']
    if (label) name(button, label)
  })
  container.querySelectorAll('.ql-picker').forEach((picker) => {
    const kind = Object.keys(PICKERS).find((k) => picker.classList.contains(k))
    if (!kind) return
    const { label, option } = PICKERS[kind]
    const button = picker.querySelector('.ql-picker-label')
    if (button) name(button, label)
    picker
      .querySelectorAll('.ql-picker-item')
      .forEach((item) => name(item, option(item.getAttribute('data-value'))))
  })
}
