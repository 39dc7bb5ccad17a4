import type { ReactNode } from 'react'
import { theme } from 'antd'

/**
 * What antd's <App> gives the page, without its message, modal and notification contexts
 * (lib/feedback loads those on first use): the root element with the theme's text colour, font
 * size, line height and font.
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
    <div className="app-root" style={style}>
      {children}
    </div>
  )
}
