import { useState } from 'react'
import { Alert, Button, Form, Modal, Spin, type FormInstance } from 'antd'
import { useAppDispatch } from '../../../lib/hooks'
import { useGetUserInfoQuery, useUpdateUserInfoByUserMutation } from '../../../api/user-user'
import { sessionInfoUpdated } from '../../../lib/session-slice'
import { ChangeMobileDialog } from './change-mobile-dialog'
import {
  selfFormValues,
  unreadSelfFields,
  updateBody,
  type SelfInfo,
  type SelfInfoValues,
} from './self-info'
import { UserInfoFields } from './user-info-fields'
import { runMutation } from '../../../lib/mutation'

interface UserInfoFormProps {
  form: FormInstance<SelfInfoValues>
  info: SelfInfo
  onFinish: (values: SelfInfoValues) => void
}

function UserInfoForm({ form, info, onFinish }: UserInfoFormProps) {
  const dispatch = useAppDispatch()
  const [mobileOpen, setMobileOpen] = useState(false)
  // the number just changed: shown even when GetUserInfo, read again, does not carry the mobile
  const [changedMobile, setChangedMobile] = useState<string>()
  // The mobile dialog sits beside the form: React events bubble out of portals, and a submit
  // inside it must not submit this form too.
  return (
    <>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '88px' }}
        initialValues={selfFormValues(info)}
        preserve={false}
        onFinish={onFinish}
      >
        <UserInfoFields
          accountCode={info.accountCode}
          mobile={changedMobile ?? info.mobile}
          onChangeMobile={() => setMobileOpen(true)}
          unread={unreadSelfFields(info)}
        />
        {/* Enter in any field submits, like the dialog's 保存 */}
        <button type="submit" hidden />
      </Form>
      <ChangeMobileDialog
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        onChanged={(mobile) => {
          setChangedMobile(mobile)
          dispatch(sessionInfoUpdated({ mobile }))
        }}
      />
    </>
  )
}

export interface UserInfoDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The self-service user-info dialog of the user centre: edits the user's own record with
 * UpdateUserInfoByUser; afterwards the navbar and sidebar show the new name and avatar. Its
 * 取消 / 保存 sit in the dialog footer like every other dialog's.
 */
export function UserInfoDialog({ open, onClose }: UserInfoDialogProps) {
  const [form] = Form.useForm<SelfInfoValues>()
  const dispatch = useAppDispatch()
  // Fresh on every opening: the phone may have changed elsewhere.
  const {
    data: info,
    isLoading,
    isError,
    refetch,
  } = useGetUserInfoQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  })
  const [update, { isLoading: saving }] = useUpdateUserInfoByUserMutation()

  const save = async (values: SelfInfoValues) => {
    if (!info) return
    const body = updateBody(values, info)
    // a failure keeps the dialog open with what was typed
    if (!(await runMutation(update(body), '修改成功'))) return
    // the navbar and sidebar follow what was saved (a field left out is as it was)
    const { chnName, headImage } = body
    dispatch(
      sessionInfoUpdated({
        ...(chnName !== undefined ? { chnName } : {}),
        ...(headImage !== undefined ? { headImage } : {}),
      }),
    )
    onClose()
  }

  return (
    <Modal
      title="编辑资料"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={saving}
      okButtonProps={{ disabled: !info }}
      destroyOnHidden
      width={560}
    >
      {isLoading ? (
        <Spin style={{ display: 'block', padding: 48 }} description="加载中" />
      ) : isError || !info ? (
        <Alert
          type="error"
          showIcon
          title="个人信息加载失败"
          action={
            <Button size="small" onClick={() => void refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <UserInfoForm form={form} info={info} onFinish={(v) => void save(v)} />
      )}
    </Modal>
  )
}
