import { Form } from 'antd'
import { useChangeDirectoryMutation } from '../../api/train-res'
import { FormDialog } from '../../components/list/form-dialog'
import { runMutation } from '../../lib/mutation'
import { DirSelect } from './dir-select'
import type { ResRow } from './res-row'

/** Props of MoveDialog. */
export interface MoveDialogProps {
  open: boolean
  row?: ResRow
  onClose: () => void
}

/** 移动目录: a directory from the tree; sends ChangeDirectory {id, dcode}. */
export function MoveDialog({ open, row, onClose }: MoveDialogProps) {
  const [change] = useChangeDirectoryMutation()
  const save = async ({ dcode }: { dcode: string }) =>
    !!row && runMutation(change({ id: row.id, dcode }), '修改成功')

  return (
    <FormDialog<{ dcode: string }>
      open={open}
      mode="edit"
      title="移动目录"
      initialValues={{ dcode: row?.dCode ?? '' }}
      onSubmit={save}
      onClose={onClose}
      labelWidth={100}
    >
      <Form.Item label="资源名称">{row?.resName}</Form.Item>
      <Form.Item
        name="dcode"
        label="目标目录"
        rules={[{ required: true, message: '请选择资源目录' }]}
      >
        <DirSelect aria-label="目标目录" placeholder="请选择资源目录" />
      </Form.Item>
    </FormDialog>
  )
}
