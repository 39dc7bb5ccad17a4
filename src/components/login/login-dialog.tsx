import { Modal } from 'antd'
import { LoginForm } from './login-form'

export interface LoginDialogProps {
  open: boolean
  onClose: () => void
  /** Called once the token is stored; the page decides where to go. */
  onSuccess: () => void
}

// The 培训登录 dialog that public pages (home, news list, course player) open for guests.
export function LoginDialog({ open, onClose, onSuccess }: LoginDialogProps) {
  return (
    <Modal
      title="培训登录"
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
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
