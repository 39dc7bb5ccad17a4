// Built at build time only (scripts/prerender-plugin.ts), never shipped: the /login page rendered
// to HTML with the styles antd generates for it, written into login.html. The visitor gets a
// working form in the first paint; the app takes it over when it starts (login/prerendered.ts).
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import { makeStore } from './store'
import { Providers } from './providers'
import { Component as LoginPage } from '../features/account/login-page'
import { paths } from '../lib/paths'

/** The /login page as the app first renders it for a guest, and antd's styles for it. */
export function renderLogin(): { html: string; styles: string } {
  const cache = createCache()
  const html = renderToString(
    <StyleProvider cache={cache}>
      <Providers store={makeStore()}>
        <MemoryRouter initialEntries={[paths.login]}>
          <LoginPage />
        </MemoryRouter>
      </Providers>
    </StyleProvider>,
  )
  return { html, styles: extractStyle(cache) }
}
