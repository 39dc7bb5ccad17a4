import { Form, Modal } from 'antd'
import { useState, type ReactNode } from 'react'
import { focusMarkedField } from '../../lib/dialog-focus'

/** Which dialog a list screen opens: 新增 or 编辑. */
export type DialogMode = 'add' | 'edit'

/** Props of FormDialog; fields that need the form use Form.useFormInstance / Form.useWatch. */
export interface FormDialogProps<V> {
  open: boolean
  mode: DialogMode
  /** what is added or edited: 用户 gives 新增用户 / 编辑用户 */
  subject?: string
  /** a title of its own, instead of 新增 / 编辑 + subject */
  title?: ReactNode
  /** the record's values (edit) or the defaults (add); read when the dialog opens */
  initialValues?: Partial<V>
  /** saves; true closes the dialog, false keeps it open with what was typed */
  onSubmit: (values: V) => Promise<boolean>
  onClose: () => void
  /** horizontal labels of this width (behaviour B9.10: 180 px); ignored with layout vertical */
  labelWidth?: number
  layout?: 'horizontal' | 'vertical'
  width?: number
  children: ReactNode
}

/**
 * The add/edit dialog of a list screen. 确定 or Enter submits; the button spins while saving;
 * closing drops what was typed, so the next open starts from its own initial values.
 */
export function FormDialog<V extends object>({
  open,
  mode,
  subject = '',
  title,
  initialValues,
  onSubmit,
  onClose,
  labelWidth = 180,
  layout = 'horizontal',
  width,
  children,
}: FormDialogProps<V>) {
  const [saving, setSaving] = useState(false)
  // A fresh form (its own store) per opening, even when it reopens before its closing animation
  // has ended and the old one is still mounted: the last record's values never leak into the next.
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpening(opening + 1)
  }
  const vertical = layout === 'vertical'

  const save = async (values: V) => {
    if (saving) return
    setSaving(true)
    try {
      if (await onSubmit(values)) onClose()
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={title ?? `${mode === 'add' ? '新增' : '编辑'}${subject}`}
      width={width ?? (vertical ? 520 : 640)}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      afterOpenChange={focusMarkedField}
      // The form wraps the whole dialog, so 确定 is its submit button and Enter in a field submits.
      modalRender={(dialog) => (
        <Form<V>
          key={opening}
          layout={layout}
          labelCol={vertical ? undefined : { flex: `${labelWidth}px` }}
          wrapperCol={vertical ? undefined : { flex: 1 }}
          labelWrap
          initialValues={initialValues}
          onFinish={(values) => void save(values)}
        >
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  )
}
