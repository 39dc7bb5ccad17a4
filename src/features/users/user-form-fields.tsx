import { useState } from 'react'
import { DatePicker, Form, Input, Radio, type FormRule } from 'antd'
import type { Dayjs } from 'dayjs'
import { OrgPickDialog } from '../../components/org-post/org-pick-dialog'
import { PickField, type PickValue } from '../../components/org-post/pick-field'
import { PostPickDialog } from '../../components/org-post/post-pick-dialog'
import { toastWarning } from '../../lib/feedback'
import { isPhone } from '../../lib/validators'
import { USER_MAX, type UserFormValues, type UserVariant } from './user-form'

const BOTH_EMPTY = '用户证件号和工号不允许同时为空'

/** ID number and job number must not both be empty: checked on both fields. */
const notBothEmpty =
  (other: 'idCard' | 'jobNum'): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      (value ?? '').trim() || String(getFieldValue(other) ?? '').trim()
        ? Promise.resolve()
        : Promise.reject(new Error(BOTH_EMPTY)),
  })

const phoneRule: FormRule = {
  validator: (_rule, value: string | undefined) =>
    !value?.trim() || isPhone(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error('请输入正确的手机号')),
}

type Picker = 'org' | 'post' | 'partTime' | null

/** The three pickers (department, post, part-time post) and their dialogs. */
function PickFields({ companyCode }: { companyCode?: string }) {
  const form = Form.useFormInstance<UserFormValues>()
  const [picker, setPicker] = useState<Picker>(null)
  const org = Form.useWatch('org', form)
  const post = Form.useWatch('post', form)
  const partTime = Form.useWatch('partTimePost', form)
  const close = () => setPicker(null)
  // a post belongs to its department: another department (or none) drops it
  const clearPost = () => form.setFieldValue('post', undefined)
  const setOrg = (next: PickValue) => {
    if (form.getFieldValue('org')?.code !== next.code) clearPost()
    form.setFieldValue('org', next)
  }
  const openPost = () => {
    if (!form.getFieldValue('org')?.code) toastWarning('请先选择部门')
    else setPicker('post')
  }
  return (
    <>
      <Form.Item label="部门" name="org">
        <PickField what="部门" onOpen={() => setPicker('org')} onChange={clearPost} />
      </Form.Item>
      <Form.Item label="岗位" name="post">
        <PickField what="岗位" onOpen={openPost} />
      </Form.Item>
      <Form.Item label="兼职岗位" name="partTimePost">
        <PickField what="兼职岗位" onOpen={() => setPicker('partTime')} />
      </Form.Item>
      <OrgPickDialog
        open={picker === 'org'}
        companyCode={companyCode}
        value={org?.code}
        onPick={(o) => setOrg({ code: o.orgCode, name: o.orgName })}
        onClose={close}
      />
      <PostPickDialog
        open={picker === 'post'}
        kind="post"
        orgCode={org?.code}
        value={post?.code}
        onPick={(p) => form.setFieldValue('post', { code: p.postCode, name: p.postName })}
        onClose={close}
      />
      <PostPickDialog
        open={picker === 'partTime'}
        kind="partTime"
        companyCode={companyCode}
        value={partTime?.code}
        onPick={(p) => form.setFieldValue('partTimePost', { code: p.postCode, name: p.postName })}
        onClose={close}
      />
    </>
  )
}

export interface UserFormFieldsProps {
  variant: UserVariant
  /** the company whose departments are offered (the edited user's) */
  companyCode?: string
}

/** The fields of the user edit dialog (spec 3); 有效期 only for the system variant. */
export function UserFormFields({ variant, companyCode }: UserFormFieldsProps) {
  return (
    <>
      <Form.Item
        label="姓名"
        name="chnName"
        rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
      >
        <Input maxLength={USER_MAX.chnName} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="mobile"
        validateFirst
        rules={[{ required: true, whitespace: true, message: '请输入手机号' }, phoneRule]}
      >
        <Input maxLength={USER_MAX.mobile} inputMode="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item label="性别" name="sex" rules={[{ required: true, message: '请选择性别' }]}>
        <Radio.Group
          options={[
            { label: '男', value: 0 },
            { label: '女', value: 1 },
          ]}
        />
      </Form.Item>
      <PickFields companyCode={companyCode} />
      {variant === 'system' && (
        <Form.Item
          label="有效期"
          name="validDate"
          // valid through the whole day picked
          getValueFromEvent={(date: Dayjs | null) => date?.endOf('day') ?? null}
        >
          <DatePicker style={{ width: '100%' }} placeholder="请选择有效期" />
        </Form.Item>
      )}
      <Form.Item
        label="证件号"
        name="idCard"
        dependencies={['jobNum']}
        rules={[notBothEmpty('jobNum')]}
      >
        <Input maxLength={USER_MAX.idCard} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="工号"
        name="jobNum"
        dependencies={['idCard']}
        rules={[notBothEmpty('idCard')]}
      >
        <Input maxLength={USER_MAX.jobNum} autoComplete="off" />
      </Form.Item>
      <Form.Item label="社保号" name="ssNo">
        <Input maxLength={USER_MAX.ssNo} autoComplete="off" />
      </Form.Item>
      <Form.Item label="社保地址" name="ssAddr">
        <Input maxLength={USER_MAX.ssAddr} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item label="社保状态" name="ssState">
        <Input maxLength={USER_MAX.ssState} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="邮箱"
        name="email"
        rules={[{ type: 'email', message: '请输入正确的邮箱地址' }]}
      >
        <Input maxLength={USER_MAX.email} autoComplete="off" />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group
          options={[
            { label: '启用', value: 1 },
            { label: '禁用', value: 0 },
          ]}
        />
      </Form.Item>
    </>
  )
}
