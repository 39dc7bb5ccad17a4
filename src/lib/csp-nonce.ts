/**
 * The Content-Security-Policy nonce of this page: nginx (deploy/nginx) replaces the placeholder of
 * index.html's csp-nonce meta with a fresh one per answer. Without nginx (dev, tests, vite
 * preview) the placeholder stays, it is no nonce, and nothing below changes anything.
 */
function readCspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const value = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? ''
  return /^[A-Za-z0-9+/=-]{16,}$/.test(value) ? value : undefined
}

/** The nonce of this page's answer, if nginx gave one. */
export const cspNonce = readCspNonce()

// antd's CSS-in-JS takes the nonce from the ConfigProvider below, but a few rc-component utilities
// insert <style> elements without asking antd (the scroll lock of an open dialog, the scrollbar
// measure). Every <style> element the app's own scripts create carries the nonce; a <style> that
// arrives in HTML (rich text) still does not.
if (cspNonce) {
  const create = Document.prototype.createElement
  Document.prototype.createElement = function (
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    const element = create.call(this, tagName, options)
    if (element instanceof HTMLStyleElement && !element.nonce) element.nonce = cspNonce
    return element
  } as typeof create
}
