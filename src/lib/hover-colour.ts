/**
 * The colour a pointer over a primary button or a link shows: the theme colour a shade darker.
 * antd's own hover is a shade lighter: for the default #0958d9 it is #2e7ae6, and white text on
 * it (查询, 新增 ...) or a hovered link on white is 4.2:1, under WCAG AA's 4.5:1. Darker keeps the
 * contrast the theme colour has at rest. Undefined for what is not #rrggbb: antd derives its own.
 */
export function hoverColour(theme: string): string | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(theme)
  if (!match) return undefined
  const darker = match.slice(1).map((hex) => Math.round(parseInt(hex, 16) * 0.88))
  return `#${darker.map((value) => value.toString(16).padStart(2, '0')).join('')}`
}
