import { Alert, Form } from 'antd'
import { useEffect, useMemo } from 'react'
import {
  useAddActionMutation,
  useEditActionMutation,
  useGetActionByIdQuery,
  type ActionRecord,
} from '../../api/sys-action'
import { FormDialog } from '../../components/list/form-dialog'
import { LoadError } from '../../components/load-error'
import { Loading } from '../../components/query-state'
import { runMutation } from '../../lib/mutation'
import { editValues, newValues, toActionBody, unreadFields, type MenuFormValues } from './menu-form'
import { MenuFormFields } from './menu-form-fields'
import { takenValues, type MenuRow } from './menu-tree'

/** What the dialog adds (under a parent, or at the top) or edits. */
export type MenuDialogTarget = { mode: 'add'; parent?: MenuRow } | { mode: 'edit'; node: MenuRow }

/** Props of MenuEditDialog. */
export interface MenuEditDialogProps {
  open: boolean
  target: MenuDialogTarget
  /** the whole tree, for the permission values already used */
  rows: MenuRow[]
  onClose: () => void
}

/** Puts the loaded record into the form once (the form was created before it arrived). */
function FillForm({ values }: { values: MenuFormValues }) {
  const form = Form.useFormInstance<MenuFormValues>()
  useEffect(() => form.setFieldsValue(values), [form, values])
  return null
}

/**
 * 新增菜单 / 编辑菜单: AddAction (parentId of the row it was opened from) or EditAction with the
 * record loaded by GetActionById (its buttons included). Values are checked before saving; what
 * the record did not carry is named at the top and left out of the save unless filled in.
 */
export function MenuEditDialog({ open, target, rows, onClose }: MenuEditDialogProps) {
  const editing = target.mode === 'edit' ? target.node : undefined
  const parent = target.mode === 'add' ? target.parent : undefined
  // the page opens an edit only for a row with an id (menu-form.ts editRefusal)
  const loaded = useGetActionByIdQuery(
    { Id: editing?.id ?? '' },
    { skip: !open || editing?.id === undefined, refetchOnMountOrArgChange: true },
  )
  const record: ActionRecord | undefined = loaded.isFetching ? undefined : loaded.currentData
  const [addAction] = useAddActionMutation()
  const [editAction] = useEditActionMutation()
  const defaults = useMemo(() => newValues(parent), [parent])
  const filled = useMemo(() => record && editValues(record), [record])
  const taken = useMemo(() => takenValues(rows, editing?.id), [rows, editing])

  const submit = async (values: MenuFormValues) => {
    if (editing) {
      if (!record) return false // still loading: nothing to save yet
      return runMutation(editAction(toActionBody(values, { record, row: editing })), '保存成功')
    }
    return runMutation(addAction(toActionBody(values, { parentId: parent?.id })), '保存成功')
  }

  const body = () => {
    if (!editing) return <MenuFormFields taken={taken} buttonsRead />
    if (loaded.isError)
      return (
        <LoadError
          error={loaded.error}
          title="菜单加载失败"
          onRetry={() => void loaded.refetch()}
        />
      )
    if (!filled) return <Loading rows={7} />
    const unread = unreadFields(filled)
    return (
      <>
        <FillForm values={filled} />
        {unread.length > 0 && (
          <Alert
            className="menu-unread"
            type="info"
            showIcon
            title={`未能读取：${unread.join('、')}`}
            description="这些项不填写时，保存不会改动它们。"
          />
        )}
        <MenuFormFields taken={taken} buttonsRead={filled.roleList !== undefined} />
      </>
    )
  }

  return (
    <FormDialog<MenuFormValues>
      open={open}
      mode={editing ? 'edit' : 'add'}
      title={editing ? '编辑菜单' : parent ? `新增子项（${parent.name}）` : '新增顶级菜单'}
      initialValues={editing ? undefined : defaults}
      onSubmit={submit}
      onClose={onClose}
      labelWidth={100}
      width={640}
    >
      {body()}
    </FormDialog>
  )
}
