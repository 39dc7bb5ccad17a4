import type { ReactNode } from 'react'
import { theme } from 'antd'

/**
 * The class antd puts the theme's CSS variables on (--ant-color-link ...): a fixed name (antd makes
 * one from useId, which differs between a page rendered at build time and the app), given to the
 * root element so that the app's own CSS can use the variables anywhere inside.
 */
export const THEME_CSS_VAR_KEY = 'css-var-app'

/**
 * What antd's <App> gives the page, without its message, modal and notification contexts
 * (lib/feedback loads those on first use): the root element with the theme's text colour, font
 * size, line height and font, and the theme's CSS variables (theme.useToken() writes them).
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken()
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  }
  return (
    <div className={`app-root ${THEME_CSS_VAR_KEY}`} style={style}>
      {children}
    </div>
  )
}
