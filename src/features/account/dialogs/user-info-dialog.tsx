import { useState } from 'react'
import { Alert, Button, Form, Modal, Spin, type FormInstance } from 'antd'
import { useAppDispatch } from '../../../lib/hooks'
import { useGetUserInfoQuery, useUpdateUserInfoByUserMutation } from '../../../api/user-user'
import { sessionInfoUpdated } from '../../../lib/session-slice'
import { ChangeMobileDialog } from './change-mobile-dialog'
import { updateBody, type SelfInfo, type SelfInfoValues } from './self-info'
import { UserInfoFields } from './user-info-fields'
import { runMutation } from '../../../lib/mutation'

function initialValues(info: SelfInfo): Partial<SelfInfoValues> {
  return {
    chnName: info.chnName,
    sex: info.sex === 0 || info.sex === 1 ? info.sex : undefined,
    idCard: info.idCard,
    qq: info.qq,
    weChat: info.weChat,
    email: info.email,
    headImage: info.headImage || undefined,
  }
}

interface UserInfoFormProps {
  form: FormInstance<SelfInfoValues>
  info: SelfInfo
  onFinish: (values: SelfInfoValues) => void
}

function UserInfoForm({ form, info, onFinish }: UserInfoFormProps) {
  const dispatch = useAppDispatch()
  const [mobileOpen, setMobileOpen] = useState(false)
  // The mobile dialog sits beside the form: React events bubble out of portals, and a submit
  // inside it must not submit this form too.
  return (
    <>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '88px' }}
        initialValues={initialValues(info)}
        preserve={false}
        onFinish={onFinish}
      >
        <UserInfoFields
          accountCode={info.accountCode}
          mobile={info.mobile}
          onChangeMobile={() => setMobileOpen(true)}
        />
        {/* Enter in any field submits, like the dialog's 保存 */}
        <button type="submit" hidden />
      </Form>
      <ChangeMobileDialog
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        onChanged={(mobile) => dispatch(sessionInfoUpdated({ mobile }))}
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
  const { data, isLoading, isError, refetch } = useGetUserInfoQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  })
  const [update, { isLoading: saving }] = useUpdateUserInfoByUserMutation()
  const info = data?.data

  const save = async (values: SelfInfoValues) => {
    const body = updateBody(values)
    // a failure keeps the dialog open with what was typed
    if (!(await runMutation(update(body), '修改成功'))) return
    dispatch(sessionInfoUpdated({ chnName: body.chnName, headImage: body.headImage }))
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
