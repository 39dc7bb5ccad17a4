import { Form, InputNumber } from 'antd'
import { useReOrderNumMutation } from '../../api/train-res'
import { FormDialog } from '../../components/list/form-dialog'
import { runMutation } from '../../lib/mutation'
import type { ResRow } from './res-row'

/** Props of OrderDialog. */
export interface OrderDialogProps {
  open: boolean
  row?: ResRow
  onClose: () => void
}

/**
 * 调整排序: a position number; sends ReOrderNum {id, Number}. Its success text is 修改完成: the
 * success texts (behaviour B8.9) include it without naming a screen, and this is the one edit of a
 * number in place (上移 / 下移 and 移动目录 say 修改成功).
 */
export function OrderDialog({ open, row, onClose }: OrderDialogProps) {
  const [reOrderNum] = useReOrderNumMutation()
  const save = async (values: { Number: number }) =>
    !!row && runMutation(reOrderNum({ id: row.id, Number: values.Number }), '修改完成')

  return (
    <FormDialog<{ Number: number }>
      open={open}
      mode="edit"
      title="调整排序"
      initialValues={{ Number: row?.sort }}
      onSubmit={save}
      onClose={onClose}
      labelWidth={100}
    >
      <Form.Item label="资源名称">{row?.resName}</Form.Item>
      <Form.Item name="Number" label="排序号" rules={[{ required: true, message: '请输入排序号' }]}>
        <InputNumber
          aria-label="排序号"
          min={0}
          max={99999}
          precision={0}
          autoFocus
          data-autofocus
        />
      </Form.Item>
    </FormDialog>
  )
}
