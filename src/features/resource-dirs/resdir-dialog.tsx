import { Form, Input, Typography } from 'antd'
import { useSaveResDirMutation, type ResDir } from '../../api/train-resdir'
import { FormDialog } from '../../components/list/form-dialog'
import { runMutation } from '../../lib/mutation'
import { addBody, saveBody } from './resdir-tree'

/** What the dialog does: a directory under `parent` (none = top level), or renames `dir`. */
export type ResDirDialogTarget = { mode: 'add'; parent?: ResDir } | { mode: 'edit'; dir: ResDir }

export interface ResDirDialogProps {
  open: boolean
  target?: ResDirDialogTarget
  /** saved: the code of the parent it sits under ('' = top level), for the page to open it */
  onSaved?: (pNo: string) => void
  onClose: () => void
}

interface Values {
  dName: string
}

/**
 * 新增目录 (top level or under a directory) / 重命名目录: the name only (at most 50 characters,
 * as the server checks). SaveData keeps the code, the parent and the order of a renamed directory.
 */
export function ResDirDialog({ open, target, onSaved, onClose }: ResDirDialogProps) {
  const [save] = useSaveResDirMutation()
  const editing = target?.mode === 'edit'
  const parent = target?.mode === 'add' ? target.parent : undefined

  const submit = async ({ dName }: Values) => {
    if (!target) return false
    const body =
      target.mode === 'edit'
        ? saveBody(target.dir, { dName: dName.trim() })
        : addBody(dName, parent?.dCode ?? '')
    const saved = await runMutation(save(body), '保存成功')
    if (saved) onSaved?.(body.pNo ?? '')
    return saved
  }

  return (
    <FormDialog<Values>
      open={open}
      mode={editing ? 'edit' : 'add'}
      title={editing ? '重命名目录' : parent ? '新增下级目录' : '新增顶级目录'}
      initialValues={target?.mode === 'edit' ? { dName: target.dir.dName } : {}}
      onSubmit={submit}
      onClose={onClose}
      labelWidth={96}
      width={480}
    >
      {parent && (
        <Form.Item label="上级目录">
          <Typography.Text>{parent.dName}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        name="dName"
        label="目录名称"
        rules={[{ required: true, whitespace: true, message: '请输入目录名称' }]}
      >
        <Input maxLength={50} showCount placeholder="请输入目录名称" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  )
}
