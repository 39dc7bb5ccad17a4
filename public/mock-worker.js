/* global importScripts */
// The app's mock backend (mocks/browser.ts) registers this worker: MSW's own, imported below,
// behind a filter. MSW's worker hands every request its page makes to the page, which matches it
// against every mock handler before letting it through. The app's own files (the build's
// /assets/, the dev server's modules) never match one, so they go straight to the network: five
// logged-in pages in a row opened in 12.9 s with every file asked about, 10.7 s without.
const OWN_FILES = /^\/(assets\/|src\/|node_modules\/|@)/

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  // the listeners after this one (MSW's) do not see the request; the browser fetches it
  if (url.origin === self.location.origin && OWN_FILES.test(url.pathname))
    event.stopImmediatePropagation()
})

// A page that loaded while this worker's registration was being removed (its last page had just
// closed) is not under its control; it asks to be taken (mocks/browser.ts).
self.addEventListener('message', (event) => {
  if (event.data === 'yd-claim') event.waitUntil(self.clients.claim())
})

importScripts('./mockServiceWorker.js')
