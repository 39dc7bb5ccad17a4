import { Form, Input, Radio } from 'antd'
import { useAuditMutation } from '../../api/train-res'
import { FormDialog } from '../../components/list/form-dialog'
import { runMutation } from '../../lib/mutation'
import type { ResRow } from './res-row'

/** 审核 result as Audit takes it: 1 通过, 0 不通过 (the mock passes 1, rejects anything else). */
const AUDIT_RESULTS = [
  { value: 1, label: '通过' },
  { value: 0, label: '不通过' },
]

interface AuditValues {
  result: number
  remark?: string
}

/** Props of AuditDialog. */
export interface AuditDialogProps {
  open: boolean
  row?: ResRow
  onClose: () => void
}

/** 审核: result 通过 / 不通过 and a remark (needed when rejecting); sends Audit {id, result, remark}. */
export function AuditDialog({ open, row, onClose }: AuditDialogProps) {
  const [audit] = useAuditMutation()
  const save = async ({ result, remark }: AuditValues) =>
    !!row && runMutation(audit({ id: row.id, result, remark: remark?.trim() ?? '' }), '操作成功')

  return (
    <FormDialog<AuditValues>
      open={open}
      mode="edit"
      title="审核资源"
      initialValues={{ result: 1, remark: '' }}
      onSubmit={save}
      onClose={onClose}
      labelWidth={100}
    >
      <Form.Item label="资源名称">{row?.resName}</Form.Item>
      <Form.Item
        name="result"
        label="审核结果"
        rules={[{ required: true, message: '请选择审核结果' }]}
      >
        <Radio.Group options={AUDIT_RESULTS} />
      </Form.Item>
      <Form.Item
        name="remark"
        label="审核意见"
        dependencies={['result']}
        rules={[
          ({ getFieldValue }) => ({
            required: getFieldValue('result') === 0,
            whitespace: true,
            message: '请填写驳回原因',
          }),
        ]}
      >
        <Input.TextArea rows={4} maxLength={500} showCount placeholder="不通过时必填" />
      </Form.Item>
    </FormDialog>
  )
}
