import { useState } from 'react'
import { Modal, Steps } from 'antd'
import type { AccountChoice } from '../../../api/user-user'
import { AccountStep, CodeStep, PasswordStep } from './forgot-password-steps'

export interface ForgotPasswordDialogProps {
  open: boolean
  onClose: () => void
}

function ForgotPasswordFlow({ onClose }: { onClose: () => void }) {
  const [account, setAccount] = useState<AccountChoice | null>(null)
  const [verifyCode, setVerifyCode] = useState<string | null>(null)
  const current = !account ? 0 : verifyCode === null ? 1 : 2

  return (
    <>
      <Steps
        current={current}
        size="small"
        style={{ margin: '16px 0 24px' }}
        items={[{ title: '验证账号' }, { title: '安全验证' }, { title: '设置新密码' }]}
      />
      {current === 0 && <AccountStep onDone={setAccount} />}
      {current === 1 && account && <CodeStep account={account} onDone={setVerifyCode} />}
      {current === 2 && account && verifyCode !== null && (
        <PasswordStep secret={account.item2} verifyCode={verifyCode} onDone={onClose} />
      )}
    </>
  )
}

// Password reset by SMS code (behaviour B7.5, reset calls); closing the dialog starts over next
// time.
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  return (
    <Modal
      title="找回密码"
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={460}
    >
      <ForgotPasswordFlow onClose={onClose} />
    </Modal>
  )
}
