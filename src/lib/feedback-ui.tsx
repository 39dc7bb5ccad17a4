import { ConfigProvider, message, Modal } from 'antd'
import { holderConfig } from './feedback'

// antd's message and modal, loaded by lib/feedback on the first toast or confirm: no page pays for
// them before it shows one. They are rendered outside the app's tree, so they get the root's
// locale, theme and nonce (lib/feedback's holderConfig) through holderRender.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider {...holderConfig()}>{children}</ConfigProvider>,
})

export { message }
export const modal = { confirm: Modal.confirm, success: Modal.success, warning: Modal.warning }

export function closeAll(): void {
  message.destroy()
  Modal.destroyAll()
}
