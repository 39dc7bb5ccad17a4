import { Modal } from 'antd'
import { focusMarkedField } from '../../../lib/dialog-focus'
import type { LoginDialogProps } from '../../../components/public/public-login-context'
import { LoginForm } from './login-form'

// The 培训登录 dialog that public pages (home, news list, course player) open for guests.
export function LoginDialog({ open, onClose, onSuccess }: LoginDialogProps) {
  return (
    <Modal
      title="培训登录"
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={focusMarkedField}
      width={420}
    >
      <LoginForm
        autoFocus
        onSuccess={() => {
          onClose()
          onSuccess()
        }}
      />
    </Modal>
  )
}
