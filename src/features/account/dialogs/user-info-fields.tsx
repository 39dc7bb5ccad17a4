import { Button, Flex, Form, Input, Radio } from 'antd'
import { AvatarUpload } from './avatar-upload'

export interface UserInfoFieldsProps {
  accountCode?: string
  mobile?: string
  onChangeMobile: () => void
}

/** The fields of the self-service user-info dialog (spec 2); login account and mobile are read-only. */
export function UserInfoFields({ accountCode, mobile, onChangeMobile }: UserInfoFieldsProps) {
  return (
    <>
      <Form.Item label="登录账号" htmlFor="self-account">
        <Input id="self-account" value={accountCode ?? ''} readOnly variant="filled" />
      </Form.Item>
      <Form.Item
        label="姓名"
        name="chnName"
        rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
      >
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item label="性别" name="sex" rules={[{ required: true, message: '请选择性别' }]}>
        <Radio.Group
          options={[
            { label: '男', value: 0 },
            { label: '女', value: 1 },
          ]}
        />
      </Form.Item>
      <Form.Item label="身份证号" name="idCard">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label="手机号" htmlFor="self-mobile">
        <Flex gap={8}>
          <Input id="self-mobile" value={mobile ?? ''} readOnly variant="filled" />
          <Button onClick={onChangeMobile}>修改手机号</Button>
        </Flex>
      </Form.Item>
      <Form.Item label="QQ" name="qq">
        <Input maxLength={20} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="微信" name="weChat">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        label="联系邮箱"
        name="email"
        rules={[{ type: 'email', message: '请输入正确的邮箱地址' }]}
      >
        <Input maxLength={50} autoComplete="email" />
      </Form.Item>
      <Form.Item label="头像" name="headImage" extra="支持 jpg、png 格式，大小不超过 2MB">
        <AvatarUpload />
      </Form.Item>
    </>
  )
}
