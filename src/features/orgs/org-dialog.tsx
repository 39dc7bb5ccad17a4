import { useMemo } from 'react'
import { Cascader, Form, Input, InputNumber, Typography } from 'antd'
import { useAddOrgMutation, useEditOrgMutation, type OrgNode } from '../../api/user-org'
import type { Id } from '../../api/types'
import { FormDialog } from '../../components/list/form-dialog'
import { orgKey, orgNameOf, type OrgTreeItem } from '../../components/org-post/org-tree'
import { runMutation } from '../../lib/mutation'
import {
  addBody,
  editBody,
  orgFormValues,
  ORDER_UNREAD,
  parentAfterSave,
  parentOptions,
  type OrgFormValues,
} from './org-form'

/** What the dialog does: a child of `node` (add) or `node` itself (edit). */
export interface OrgDialogTarget {
  mode: 'add' | 'edit'
  node: OrgNode
}

export interface OrgDialogProps {
  open: boolean
  target?: OrgDialogTarget
  /** the whole tree (GetOrgTree with the root), for the move-to-parent cascader */
  items: readonly OrgTreeItem[]
  /** saved: the parent the department now sits under (the page opens the way down to it) */
  onSaved?: (parentId: Id) => void
  onClose: () => void
}

const searchable = {
  filter: (text: string, path: { title?: string }[]) =>
    path.some((option) => (option.title ?? '').toLowerCase().includes(text.trim().toLowerCase())),
}

/**
 * 新增部门 / 编辑部门: name (请输入部门) and sort order; when editing, the parent can be changed
 * with a cascader that does not offer the department itself or anything under it.
 */
export function OrgDialog({ open, target, items, onSaved, onClose }: OrgDialogProps) {
  const [addOrg] = useAddOrgMutation()
  const [editOrg] = useEditOrgMutation()
  const editing = target?.mode === 'edit'
  const node = target?.node
  const initialValues = useMemo(
    () => orgFormValues(items, editing ? node : undefined),
    [items, editing, node],
  )
  const options = useMemo(
    () => (editing && node ? parentOptions(items, orgKey(node)) : []),
    [items, editing, node],
  )

  const submit = async (values: OrgFormValues) => {
    if (!node) return false
    const body = editing ? editBody(values, node, items) : addBody(values, node)
    const saved = await runMutation(editing ? editOrg(body) : addOrg(body), '保存成功')
    const parent = editing ? parentAfterSave(body, node, items) : node.id
    if (saved && parent !== undefined) onSaved?.(parent)
    return saved
  }

  return (
    <FormDialog<OrgFormValues>
      open={open}
      mode={editing ? 'edit' : 'add'}
      subject="部门"
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      labelWidth={96}
      width={520}
    >
      {!editing && node && (
        <Form.Item label="上级部门">
          <Typography.Text>{orgNameOf(node)}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        name="orgName"
        label="部门名称"
        rules={[{ required: true, whitespace: true, message: '请输入部门' }]}
      >
        <Input
          maxLength={50}
          placeholder={
            editing && node?.orgName === undefined ? '未读取到原名称，请输入部门' : '请输入部门'
          }
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item name="order" label="排序">
        <InputNumber
          min={0}
          precision={0}
          style={{ width: '100%' }}
          placeholder={editing && node?.order === undefined ? ORDER_UNREAD : undefined}
        />
      </Form.Item>
      {editing && (
        <Form.Item
          name="parentPath"
          label="上级部门"
          extra="可移动到其他部门下（不能是本部门及其下级）"
        >
          <Cascader
            options={options}
            changeOnSelect
            allowClear={false}
            showSearch={searchable}
            placeholder="请选择上级部门"
          />
        </Form.Item>
      )}
    </FormDialog>
  )
}
