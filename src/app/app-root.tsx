import { useContext, type ReactNode } from 'react'
import { ConfigProvider } from 'antd'
import useAppStyle from 'antd/es/app/style'

/**
 * What antd's <App> gave the page, without its message, modal and notification contexts (lib/feedback
 * loads those on first use): the root element with the theme's text colour, font and line height,
 * and antd's link styles for every link inside.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  const prefixCls = getPrefixCls('app')
  const [hashId, cssVarCls] = useAppStyle(prefixCls)
  return <div className={`${prefixCls} ${hashId} ${cssVarCls}`}>{children}</div>
}
