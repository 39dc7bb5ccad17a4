import { useMemo } from 'react'
import { Grid } from 'antd'
import { useEditUserInfoMutation } from '../../api/user-user'
import { FormDialog } from '../../components/list/form-dialog'
import { runMutation } from '../../lib/mutation'
import {
  toEditBody,
  toFormValues,
  type EditableUser,
  type UserFormValues,
  type UserVariant,
} from './user-form'
import { UserFormFields } from './user-form-fields'

export interface UserEditDialogProps {
  open: boolean
  /** system: 编辑系统用户 with 有效期; company: 编辑企业用户 */
  variant: UserVariant
  /** the row edited; undefined adds a user */
  user?: EditableUser
  /** the company a platform administrator adds the user into (the list's company filter) */
  companyCode?: string
  onClose: () => void
}

/**
 * 新增用户 / 编辑系统用户 / 编辑企业用户 (EditUserInfo; userId present = edit). A failed save keeps
 * the dialog open with what was typed. On a phone the labels go above the fields.
 */
export function UserEditDialog({ open, variant, user, companyCode, onClose }: UserEditDialogProps) {
  const [editUserInfo] = useEditUserInfoMutation()
  const narrow = !!Grid.useBreakpoint().xs
  const initialValues = useMemo(() => toFormValues(user), [user])
  const title = user ? (variant === 'system' ? '编辑系统用户' : '编辑企业用户') : undefined

  const submit = (values: UserFormValues) => {
    const body = toEditBody(values, { variant, user, companyCode: user ? undefined : companyCode })
    return runMutation(editUserInfo(body), user ? '修改成功' : '保存成功')
  }

  return (
    <FormDialog<UserFormValues>
      open={open}
      mode={user ? 'edit' : 'add'}
      subject="用户"
      title={title}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      layout={narrow ? 'vertical' : 'horizontal'}
      width={narrow ? undefined : 680}
    >
      {/* the departments offered are those of the user's company (another one for a platform administrator) */}
      <UserFormFields variant={variant} companyCode={user?.companyCode ?? companyCode} />
    </FormDialog>
  )
}
