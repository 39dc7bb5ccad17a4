import { describe, expect, it } from 'vitest'
import { homePage, loginPage } from './prerender-plugin'

// index.html as the build writes it: the route table, the app's entry and the files it imports,
// the static frame in #root
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <script type="application/json" id="route-files">{"home":"/home","login":"/login","auth":["/login"],"public":{"/login":["/assets/login-page-a1.js","/assets/login-form-b2.css","/assets/auth-shell-c3.css"]},"layout":[],"shell":{}}</script>
    <title>平台</title>
    <script type="module" crossorigin src="/assets/index-g7.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-h8.js">
    <link rel="stylesheet" crossorigin href="/assets/start-d4.css">
  </head>
  <body>
    <div id="root"><div class="boot" aria-hidden="true"></div></div>
  </body>
</html>`

const PAGE = {
  html: '<div class="app-root"><main class="auth-page"><form class="ant-form"><input id="username"/></form></main></div>',
  styles: '<style data-rc-order="prependQueue" data-css-hash="x1">.ant-form{margin:0}</style>',
}

describe('login.html', () => {
  const page = loginPage(INDEX, PAGE)

  it('holds the prerendered page in #root, beside the static frame', () => {
    expect(page).toContain(
      `<div id="root">${PAGE.html.replace('<form ', '<form method="dialog" data-prerendered-form="" ')}<div class="boot"`,
    )
    expect(page).toContain('<html lang="zh-CN" data-prerendered="login">')
  })

  it('gives the form nothing to send by itself (method="dialog")', () => {
    expect(page).toMatch(/<form method="dialog" data-prerendered-form="" class="ant-form">/)
  })

  it("puts antd's styles before the app's stylesheet, each under the answer's CSP nonce", () => {
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'))
    expect(head.indexOf('<style nonce="__CSP_NONCE__" data-rc-order')).toBeLessThan(
      head.indexOf('start-d4.css'),
    )
    expect(head.indexOf('<style nonce="__CSP_NONCE__" data-rc-order')).toBeGreaterThan(
      head.indexOf('<meta name="csp-nonce"'),
    )
    expect(head.match(/<style(?![^>]*nonce="__CSP_NONCE__")/g)).toBeNull()
  })

  it("links the page's own stylesheets, after the app's", () => {
    const links = [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    )
    expect(links).toEqual([
      '/assets/start-d4.css',
      '/assets/login-form-b2.css',
      '/assets/auth-shell-c3.css',
    ])
  })

  it('names the app’s files without asking for them: the first script starts the app', () => {
    expect(page).not.toContain('<script type="module" crossorigin src="/assets/index-g7.js">')
    expect(page).toContain('<link data-app-entry href="/assets/index-g7.js">')
    expect(page).toContain('<link data-app-file href="/assets/start-h8.js">')
    expect(page).not.toContain('rel="modulepreload"')
  })

  it('fails the build when index.html is not what it expects', () => {
    expect(() => loginPage(INDEX.replace('id="root"', 'id="app"'), PAGE)).toThrow(
      'prerender: <div id="root"> not found',
    )
    expect(() => loginPage(INDEX, { ...PAGE, html: '<div></div>' })).toThrow(
      'prerender: <form> not found',
    )
  })
})

describe('home.html', () => {
  // index.html with the app's entry, the files it imports and the /home page's files
  const index = INDEX.replace(
    '"public":{',
    '"public":{"/home":["/assets/home-page-e5.js","/assets/home-page-f6.css"],',
  )
  const HOME = {
    html: '<div class="app-root"><section aria-labelledby="home-news-1-title"><div aria-busy="true"></div></section></div>',
    styles: '<style data-rc-order="prependQueue" data-css-hash="x2">.ant-tabs{margin:0}</style>',
    templates: '<template data-home-fill="list-link"><li></li></template>',
  }
  const page = homePage(index, HOME, '/assets/home-fill-i9.js')

  it('holds the page in #root, marked, and the templates after it', () => {
    expect(page).toContain('<html lang="zh-CN" data-prerendered="home">')
    expect(page).toContain(`<div id="root">${HOME.html}<div class="boot"`)
    expect(page.indexOf(HOME.templates)).toBeGreaterThan(page.indexOf('<div id="root">'))
    expect(page.indexOf(HOME.templates)).toBeLessThan(page.indexOf('</body>'))
  })

  it('asks for its own script at once, and names the app’s files without asking for them', () => {
    expect(page).toContain('<script type="module" async crossorigin src="/assets/home-fill-i9.js">')
    expect(page).not.toContain('<script type="module" crossorigin src="/assets/index-g7.js">')
    expect(page).toContain('<link data-app-entry href="/assets/index-g7.js">')
    expect(page).toContain('<link data-app-file href="/assets/start-h8.js">')
    expect(page).not.toContain('rel="modulepreload"')
  })

  it('shows a signed-in visitor the static frame, anyone else the page', () => {
    expect(page).toContain(
      '[data-prerendered]:not([data-signed-in]) #root > .boot { display: none; }',
    )
    expect(page).toContain(
      '[data-prerendered][data-signed-in] #root > .app-root { display: none; }',
    )
  })

  it("links the page's stylesheets, and antd's styles under the nonce", () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-f6.css">')
    expect(page).toContain(
      '<style nonce="__CSP_NONCE__" data-rc-order="prependQueue" data-css-hash="x2">',
    )
  })

  it('fails the build without the app’s entry script', () => {
    const noEntry = INDEX.replace(/<script type="module"[^\n]*\n/, '')
    expect(() => homePage(noEntry, HOME, '/f.js')).toThrow(
      "prerender: the app's entry script not found",
    )
    expect(() => loginPage(noEntry, PAGE)).toThrow("prerender: the app's entry script not found")
  })
})
