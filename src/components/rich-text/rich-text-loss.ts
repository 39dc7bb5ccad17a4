// What the editor could not keep of a body it loaded: Quill holds only what its formats describe,
// so a body written elsewhere (the old admin's editor, a paste into the backend) can come out of
// it with less than it went in with.

/**
 * The styles the editor writes itself, or reads into its own marks (bold, italic, underline,
 * strike): any other in a loaded body is gone once it is edited.
 */
const KEPT_STYLES = new Set([
  'text-align',
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-line',
])
const STYLE_NAMES: [prefix: string, name: string][] = [
  ['font-size', '字号'],
  ['font-family', '字体'],
  ['line-height', '行距'],
  ['text-indent', '首行缩进'],
  ['letter-spacing', '字间距'],
  ['margin', '外边距'],
  ['padding', '内边距'],
  ['border', '边框'],
  ['width', '尺寸'],
  ['height', '尺寸'],
  ['max-width', '尺寸'],
]
const styleName = (css: string) =>
  STYLE_NAMES.find(([prefix]) => css.startsWith(prefix))?.[1] ?? css
const EMBEDS = 'iframe, video, audio, embed, object'

function parse(html: string): HTMLElement {
  const box = document.createElement('template')
  box.innerHTML = html
  const root = document.createElement('div')
  root.append(box.content)
  return root
}

const words = (root: HTMLElement) => (root.textContent ?? '').replace(/[\s\u00a0]+/g, '')

const list = (root: HTMLElement, selector: string, attribute: string) =>
  [...root.querySelectorAll(selector)]
    .map((e) => e.getAttribute(attribute) ?? '')
    .sort()
    .join('\n')

function styles(root: HTMLElement): Set<string> {
  const found = new Set<string>()
  root.querySelectorAll<HTMLElement>('[style]').forEach((element) => {
    for (let i = 0; i < element.style.length; i++) found.add(element.style[i])
  })
  return found
}

/**
 * What of `original` is missing from `kept` (the editor's HTML for it), named for the author:
 * 表格, 图片, 链接, 视频等嵌入内容, 部分文字, 样式（字号、行距 …）. Empty when the editor keeps
 * everything that shows.
 */
export function lostByEditor(original: string, kept: string): string[] {
  const before = parse(original)
  const after = parse(kept)
  const lost: string[] = []
  if (before.querySelector('table') && !after.querySelector('table')) lost.push('表格')
  if (list(before, 'img', 'src') !== list(after, 'img', 'src')) lost.push('图片')
  if (list(before, 'a[href]', 'href') !== list(after, 'a[href]', 'href')) lost.push('链接')
  if (before.querySelectorAll(EMBEDS).length > after.querySelectorAll(EMBEDS).length)
    lost.push('视频等嵌入内容')
  if (words(before) !== words(after)) lost.push('部分文字')
  const styled = styles(after)
  const gone = [...styles(before)].filter((css) => !KEPT_STYLES.has(css) && !styled.has(css))
  if (gone.length) lost.push(`样式（${[...new Set(gone.map(styleName))].join('、')}）`)
  return lost
}
