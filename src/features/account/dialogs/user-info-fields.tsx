import { Button, Flex, Form, Input, Radio } from 'antd'
import { AvatarUpload } from './avatar-upload'
import { SELF_UNREAD, SELF_UNREAD_CHOICE, shownValue, type SelfField } from './self-info'

export interface UserInfoFieldsProps {
  accountCode?: string
  mobile?: string
  onChangeMobile: () => void
  /** the fields the answer did not carry: they say so and are not required */
  unread?: readonly SelfField[]
}

/**
 * The fields of the self-service user-info dialog (behaviour B2.32); login account and mobile are
 * read-only.
 */
export function UserInfoFields({
  accountCode,
  mobile,
  onChangeMobile,
  unread = [],
}: UserInfoFieldsProps) {
  const isUnread = (field: SelfField) => unread.includes(field)
  const placeholder = (field: SelfField) => (isUnread(field) ? SELF_UNREAD : undefined)
  return (
    <>
      <Form.Item label="登录账号" htmlFor="self-account">
        <Input id="self-account" value={shownValue(accountCode)} readOnly variant="filled" />
      </Form.Item>
      <Form.Item
        label="姓名"
        name="chnName"
        rules={[{ required: !isUnread('chnName'), whitespace: true, message: '请输入姓名' }]}
      >
        <Input maxLength={50} autoComplete="name" placeholder={placeholder('chnName')} />
      </Form.Item>
      <Form.Item
        label="性别"
        name="sex"
        extra={isUnread('sex') ? SELF_UNREAD_CHOICE : undefined}
        // a sex that could not be read is not forced: left alone, it stays as the backend has it
        rules={[{ required: !isUnread('sex'), message: '请选择性别' }]}
      >
        <Radio.Group
          options={[
            { label: '男', value: 0 },
            { label: '女', value: 1 },
          ]}
        />
      </Form.Item>
      <Form.Item label="身份证号" name="idCard">
        <Input maxLength={20} placeholder={placeholder('idCard')} />
      </Form.Item>
      <Form.Item label="手机号" htmlFor="self-mobile">
        <Flex gap={8}>
          <Input id="self-mobile" value={shownValue(mobile)} readOnly variant="filled" />
          <Button onClick={onChangeMobile}>修改手机号</Button>
        </Flex>
      </Form.Item>
      <Form.Item label="QQ" name="qq">
        <Input maxLength={20} inputMode="numeric" placeholder={placeholder('qq')} />
      </Form.Item>
      <Form.Item label="微信" name="weChat">
        <Input maxLength={50} placeholder={placeholder('weChat')} />
      </Form.Item>
      <Form.Item
        label="联系邮箱"
        name="email"
        rules={[{ type: 'email', message: '请输入正确的邮箱地址' }]}
      >
        <Input maxLength={50} autoComplete="email" placeholder={placeholder('email')} />
      </Form.Item>
      <Form.Item label="头像" name="headImage" extra="支持 jpg、png 格式，大小不超过 2MB">
        <AvatarUpload />
      </Form.Item>
    </>
  )
}
