import type { ReactNode } from 'react'
import { Form, Modal } from 'antd'

export interface FormDialogProps<T> {
  title: string
  open: boolean
  onClose: () => void
  onFinish: (values: T) => void
  /** the 确定 button spins while the call runs */
  saving: boolean
  children: ReactNode
}

/**
 * A small dialog around one vertical form: 确定 submits it, closing drops what was typed, and a
 * failed save (handled by `onFinish`) leaves the dialog open with the values.
 */
export function FormDialog<T>({
  title,
  open,
  onClose,
  onFinish,
  saving,
  children,
}: FormDialogProps<T>) {
  const [form] = Form.useForm<T>()
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      confirmLoading={saving}
      destroyOnHidden
      width={460}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={onFinish}>
        {children}
        {/* Enter in any field submits, like the dialog's 确定 */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  )
}
