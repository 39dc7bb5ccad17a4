import { describe, expect, it } from 'vitest'
import { loginPage } from './prerender-plugin'

// index.html as the build writes it: the route table, the static frame in #root
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <script type="application/json" id="route-files">{"home":"/home","login":"/login","auth":["/login"],"public":{"/login":["/assets/login-page-a1.js","/assets/login-form-b2.css","/assets/auth-shell-c3.css"]},"layout":[],"shell":{}}</script>
    <link rel="stylesheet" crossorigin href="/assets/start-d4.css">
  </head>
  <body>
    <div id="root"><div class="boot" aria-hidden="true"></div></div>
  </body>
</html>`

const PAGE = {
  html: '<div class="ant-app"><main class="auth-page"><form class="ant-form"><input id="username"/></form></main></div>',
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

  it('fails the build when index.html is not what it expects', () => {
    expect(() => loginPage(INDEX.replace('id="root"', 'id="app"'), PAGE)).toThrow(
      'prerender: <div id="root"> not found',
    )
    expect(() => loginPage(INDEX, { ...PAGE, html: '<div></div>' })).toThrow(
      'prerender: <form> not found',
    )
  })
})
