import { useEffect, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { bindFeedback } from '../lib/feedback'
import { selectSettings } from '../layout/settings-slice'
import { selectSize } from '../layout/app-slice'
import { useAppSelector } from '../lib/hooks'
import type { AppStore } from './store'
import { AccountSlots } from './account-slots'
import { cspNonce } from '../lib/csp-nonce'

dayjs.locale('zh-cn')

function FeedbackBinder() {
  const { message, modal } = AntApp.useApp()
  useEffect(() => bindFeedback({ message, modal }), [message, modal])
  return null
}

function Themed({ children }: { children: ReactNode }) {
  const { theme } = useAppSelector(selectSettings)
  const size = useAppSelector(selectSize)
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={size}
      theme={{ token: { colorPrimary: theme } }}
      csp={cspNonce ? { nonce: cspNonce } : undefined}
    >
      <AntApp>
        <FeedbackBinder />
        <AccountSlots>{children}</AccountSlots>
      </AntApp>
    </ConfigProvider>
  )
}

/**
 * Store, antd locale and theme, the App context the request layer toasts through, and the account
 * dialogs plugged into the public frame and the shell.
 */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <Themed>{children}</Themed>
    </Provider>
  )
}
