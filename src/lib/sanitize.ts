import DOMPurify from 'dompurify'

// An instance of our own: its hooks never touch other DOMPurify users.
const purify = DOMPurify()

// Editor HTML keeps its alignment, colours and spacing, nothing that can lay itself over the page.
const STYLE_PROPERTIES = new Set([
  'text-align',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-indent',
  'line-height',
  'width',
  'height',
  'max-width',
  'vertical-align',
  'list-style-type',
])
const STYLE_PREFIXES = ['margin', 'padding', 'border']
// colours may be functions; anything else with "(" (url, expression, var, image-set ...) is dropped
const ALLOWED_FUNCTION = /^(?:rgba?|hsla?)\($/i

function allowedProperty(name: string): boolean {
  if (STYLE_PROPERTIES.has(name)) return true
  return STYLE_PREFIXES.some((prefix) => name === prefix || name.startsWith(`${prefix}-`))
}

function allowedValue(name: string, value: string): boolean {
  if (!value || /[\\<>"'`]|\/\*|@|javascript:|expression|behavio(u)?r|binding/i.test(value))
    return false
  const functions = value.match(/[a-z-]*\(/gi) ?? []
  if (!functions.every((f) => ALLOWED_FUNCTION.test(f))) return false
  // a negative margin pulls the content over what comes before it
  if (name.startsWith('margin') && /(^|[\s(])-\s*\d/.test(value)) return false
  return true
}

/** Keeps only whitelisted CSS declarations of a style attribute; '' when none survive. */
export function cleanStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return ''
      const name = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration.slice(colon + 1).trim()
      if (!/^[a-z-]+$/.test(name) || !allowedProperty(name) || !allowedValue(name, value)) return ''
      return `${name}: ${value}`
    })
    .filter(Boolean)
    .join('; ')
}

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return
  const style = cleanStyle(data.attrValue)
  if (style) data.attrValue = style
  else data.keepAttr = false
})

// Links in server HTML open in a new tab without giving the opened page a handle on ours;
// a same-page #anchor stays in the page.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return
  const href = node.getAttribute('href')
  if (!href) return
  if (href.trim().startsWith('#')) {
    node.removeAttribute('target')
    return
  }
  node.setAttribute('target', '_blank')
  node.setAttribute('rel', 'noopener noreferrer')
})

/** Cleans server HTML: no scripts, event handlers, javascript: URLs, forms, frames or unsafe CSS. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return purify.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'iframe',
      'object',
      'embed',
      'link',
      'meta',
      'base',
    ],
    ALLOW_DATA_ATTR: false,
  })
}
