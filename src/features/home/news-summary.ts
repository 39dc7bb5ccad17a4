import { sanitizeHtml } from '../../lib/sanitize'

/** A plain-text teaser of a news body for the list; headings (the repeated title) are left out. */
export function newsSummary(html: string | null | undefined, max = 120): string {
  if (!html || typeof DOMParser === 'undefined') return ''
  // DOMParser documents are inert (no scripts run, no images load); the input is cleaned anyway.
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html')
  doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((h) => h.remove())
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max)}…` : text
}
