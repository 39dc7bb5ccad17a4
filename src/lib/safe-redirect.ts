// Only a path on this site may be followed after login: absolute and protocol-relative URLs,
// backslash tricks and javascript: targets fall back to "/".
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback
  const value = target.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  try {
    const url = new URL(value, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
