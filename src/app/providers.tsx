import { useEffect, useMemo, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { selectSettings } from '../layout/settings-slice'
import { selectSize } from '../layout/app-slice'
import { useAppSelector } from '../lib/hooks'
import type { AppStore } from './store'
import { AccountSlots } from './account-slots'
import { AppRoot, THEME_CSS_VAR_KEY } from './app-root'
import { cspNonce } from '../lib/csp-nonce'
import { configureFeedback } from '../lib/feedback'
import { hoverColour } from '../lib/hover-colour'
import { usePrefersReducedMotion } from '../lib/use-reduced-motion'

const csp = cspNonce ? { nonce: cspNonce } : undefined

// Toasts and confirms (lib/feedback) are antd's static ones, rendered outside this tree: they get
// the same locale, theme and nonce, read when each one is created.
configureFeedback({ locale: zhCN, csp })

// antd's secondary grey (0.45 alpha, 3.5:1 on white: breadcrumbs, counts, descriptions) and its
// error red (#ff4d4f, 3.3:1: danger buttons) fall short of WCAG AA's 4.5:1; these pass.
const ACCESSIBLE_TOKENS = {
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
  // placeholders ("全部" in a select) readable against white: 4.6:1
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorError: '#cf1322',
}

// A tag writes its palette's 7th shade on the 1st, a status tag the status colour on its light
// background: green, gold, orange, cyan, volcano and lime, and success, processing and warning,
// give 2.2-4.4:1 at 12 px. A darker shade of the same colour gives 5-7:1 (for the tags only: the
// icons and messages keep antd's colours).
const ACCESSIBLE_TAGS = {
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  cyan7: '#006d75',
  volcano7: '#ad2102',
  lime7: '#3f6600',
  colorSuccess: '#237804',
  colorInfo: '#0958d9',
  colorWarning: '#874d00',
}

function Themed({ children }: { children: ReactNode }) {
  const { theme } = useAppSelector(selectSettings)
  const size = useAppSelector(selectSize)
  // The system's reduced-motion preference turns antd's animations off (dialogs, drawers, menus,
  // toasts, the click wave): they appear and go at once.
  const reducedMotion = usePrefersReducedMotion()
  // one theme object per colour: antd hashes it, and a new object each render regenerates styles
  const themeConfig = useMemo(() => {
    const hover = hoverColour(theme)
    const token = {
      ...ACCESSIBLE_TOKENS,
      colorPrimary: theme,
      colorLink: theme,
      ...(reducedMotion && { motion: false }),
    }
    return {
      token: hover ? { ...token, colorPrimaryHover: hover, colorLinkHover: hover } : token,
      // the prerendered login page's variables are then the app's own (scripts/prerender-plugin.ts)
      cssVar: { key: THEME_CSS_VAR_KEY },
      components: { Tag: ACCESSIBLE_TAGS },
    }
  }, [theme, reducedMotion])
  useEffect(() => {
    configureFeedback({ locale: zhCN, csp, componentSize: size, theme: themeConfig })
  }, [size, themeConfig])
  return (
    <ConfigProvider locale={zhCN} componentSize={size} theme={themeConfig} csp={csp}>
      <AppRoot>
        <AccountSlots>{children}</AccountSlots>
      </AppRoot>
    </ConfigProvider>
  )
}

/**
 * Store, antd locale and theme (one ConfigProvider for the whole app, the static toasts and
 * confirms included), and the account dialogs plugged into the public frame and the shell.
 */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <Themed>{children}</Themed>
    </Provider>
  )
}
