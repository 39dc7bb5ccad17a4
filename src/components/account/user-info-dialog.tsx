import { useState } from 'react'
import { Alert, Button, Form, Modal, Spin } from 'antd'
import { useDispatch } from 'react-redux'
import { useGetUserInfoQuery, useUpdateUserInfoByUserMutation } from '../../api/user-user'
import { toastSuccess } from '../../lib/feedback'
import { sessionInfoUpdated } from '../../lib/session-slice'
import { ChangeMobileDialog } from './change-mobile-dialog'
import { updateBody, type SelfInfo, type SelfInfoValues } from './self-info'
import { UserInfoFields } from './user-info-fields'

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

function UserInfoForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<SelfInfoValues>()
  const dispatch = useDispatch()
  // Fresh on every opening: the phone may have changed elsewhere.
  const { data, isLoading, isError, refetch } = useGetUserInfoQuery(undefined, {
    refetchOnMountOrArgChange: true,
  })
  const [update, { isLoading: saving }] = useUpdateUserInfoByUserMutation()
  const [mobileOpen, setMobileOpen] = useState(false)
  const info = data?.data as SelfInfo | undefined

  if (isLoading) return <Spin style={{ display: 'block', padding: 48 }} description="加载中" />
  if (isError || !info) {
    return (
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
    )
  }

  const save = async (values: SelfInfoValues) => {
    const body = updateBody(values)
    try {
      await update(body).unwrap()
      toastSuccess('修改成功')
      dispatch(sessionInfoUpdated({ chnName: body.chnName, headImage: body.headImage }))
      onDone()
    } catch {
      // Already toasted by the request layer; the dialog keeps what was typed.
    }
  }

  // The mobile dialog sits beside the form: React events bubble out of portals, and a submit
  // inside it must not submit this form too.
  return (
    <>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '88px' }}
        initialValues={initialValues(info)}
        onFinish={(v) => void save(v)}
      >
        <UserInfoFields
          accountCode={info.accountCode}
          mobile={info.mobile}
          onChangeMobile={() => setMobileOpen(true)}
        />
        <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
          <Button style={{ marginLeft: 8 }} onClick={onDone}>
            取消
          </Button>
        </Form.Item>
      </Form>
      <ChangeMobileDialog
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        onChanged={(mobile) => dispatch(sessionInfoUpdated({ mobile } as Partial<SelfInfo>))}
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
 * UpdateUserInfoByUser; afterwards the navbar and sidebar show the new name and avatar.
 */
export function UserInfoDialog({ open, onClose }: UserInfoDialogProps) {
  return (
    <Modal
      title="编辑资料"
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <UserInfoForm onDone={onClose} />
    </Modal>
  )
}
