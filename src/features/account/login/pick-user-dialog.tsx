import { Form, Modal, Radio } from 'antd'
import type { AccountChoice } from '../../../api/user-user'
import { messages } from '../../../lib/validators'

export interface PickUserDialogProps {
  open: boolean
  choices: AccountChoice[]
  loading?: boolean
  onConfirm: (secret: string) => void
  onCancel: () => void
}

// Several accounts share the credentials (behaviour B4.1): the user must say which one to enter.
export function PickUserDialog({
  open,
  choices,
  loading,
  onConfirm,
  onCancel,
}: PickUserDialogProps) {
  const [form] = Form.useForm<{ secret: string }>()

  return (
    <Modal
      title="选择登录账号"
      open={open}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={loading}
      destroyOnHidden
      width={420}
    >
      <p>您的账号关联了多个单位，请选择本次要登录的账号：</p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={({ secret }) => onConfirm(secret)}
      >
        <Form.Item name="secret" rules={[{ required: true, message: messages.pickUser }]}>
          <Radio.Group
            aria-label="可登录的账号"
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={choices.map((c) => ({ label: c.item1, value: c.item2 }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
