/**
 * The href of a server file url (attachments, regulation files): http(s) addresses and paths on
 * this site; any other scheme (javascript:, data:, file: ...) gives no link.
 */
export function safeFileUrl(url: string | null | undefined): string | undefined {
  const value = (url ?? '').trim()
  if (!value) return undefined
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/')) return value
  // a scheme-less relative path stays on this site; anything with a scheme does not
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? undefined : value
}
