import { Form } from 'antd'
import { useSetUserCompanyMutation, type UserRow } from '../../api/user-user'
import { CompanySelect } from '../../components/company-select'
import { FormDialog } from '../../components/list/form-dialog'
import { runMutation } from '../../lib/mutation'

interface CompanyValues {
  companyCode: string
}

export interface UserCompanyDialogProps {
  open: boolean
  /** whose company is set; the dialog shows nothing to save without one */
  user?: UserRow
  onClose: () => void
}

/** 配置公司: one company for the user; 确定 sends GET SetUserCompany { Code, UserId }. */
export function UserCompanyDialog({ open, user, onClose }: UserCompanyDialogProps) {
  const [setUserCompany] = useSetUserCompanyMutation()

  const save = async ({ companyCode }: CompanyValues) => {
    if (!user?.userId) return false
    return runMutation(setUserCompany({ Code: companyCode, UserId: user.userId }), '设置成功')
  }

  return (
    <FormDialog<CompanyValues>
      open={open}
      mode="edit"
      title="配置公司"
      layout="vertical"
      initialValues={{ companyCode: user?.companyCode || undefined }}
      onSubmit={save}
      onClose={onClose}
    >
      {user && <p>用户：{user.chnName ?? '-'}</p>}
      <Form.Item
        name="companyCode"
        label="公司"
        rules={[{ required: true, message: '请选择公司' }]}
        extra={user && user.companyCode === undefined ? '未读取到当前公司' : undefined}
      >
        <CompanySelect placeholder="输入公司名称或编码搜索" style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  )
}
