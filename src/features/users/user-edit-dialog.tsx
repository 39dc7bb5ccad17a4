import { useMemo } from 'react'
import { Alert, Grid } from 'antd'
import { useEditUserInfoMutation } from '../../api/user-user'
import { FormDialog } from '../../components/list/form-dialog'
import { toastError } from '../../lib/feedback'
import { runMutation } from '../../lib/mutation'
import {
  editRefusal,
  toEditBody,
  toFormValues,
  unreadFields,
  USER_FIELD_LABELS,
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
 * the dialog open with what was typed. On a phone the labels go above the fields. The fields the
 * row did not carry are named at the top; left empty, the save leaves them as they are.
 */
export function UserEditDialog({ open, variant, user, companyCode, onClose }: UserEditDialogProps) {
  const [editUserInfo] = useEditUserInfoMutation()
  const narrow = !!Grid.useBreakpoint().xs
  const initialValues = useMemo(() => toFormValues(user), [user])
  const unread = useMemo(() => unreadFields(user, variant), [user, variant])
  const title = user ? (variant === 'system' ? '编辑系统用户' : '编辑企业用户') : undefined

  const submit = async (values: UserFormValues) => {
    const refusal = editRefusal(user)
    if (refusal) {
      toastError(refusal)
      return false
    }
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
      {unread.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`未能读取以下字段的原值：${unread.map((f) => USER_FIELD_LABELS[f]).join('、')}`}
          description="这些字段留空（或不选）保存时保持不变；填写后以填写的值保存。"
        />
      )}
      {/* the departments offered are those of the user's company (another one for a platform administrator) */}
      <UserFormFields
        variant={variant}
        companyCode={user?.companyCode ?? companyCode}
        unread={unread}
      />
    </FormDialog>
  )
}
