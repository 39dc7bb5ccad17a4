import { useState } from 'react'
import { DatePicker, Form, Input, Radio, type FormRule } from 'antd'
import type { Dayjs } from 'dayjs'
import { OrgPickDialog } from '../../components/org-post/org-pick-dialog'
import { PickField, type PickValue } from '../../components/org-post/pick-field'
import { PostPickDialog } from '../../components/org-post/post-pick-dialog'
import { toastWarning } from '../../lib/feedback'
import { isPhone } from '../../lib/validators'
import {
  bothIdsEmpty,
  ORG_WITHOUT_CODE,
  UNREAD_CHOICE,
  UNREAD_PLACEHOLDER,
  USER_MAX,
  type UserField,
  type UserFormValues,
  type UserVariant,
} from './user-form'

const BOTH_EMPTY = '用户证件号和工号不允许同时为空'

/**
 * ID number and job number must not both be empty: checked on both fields, and only where it can
 * be judged (not while either was left unread and empty).
 */
const notBothEmpty =
  (other: 'idCard' | 'jobNum', unread: readonly UserField[]): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) => {
      const theOther = getFieldValue(other) as string | undefined
      const values =
        other === 'idCard'
          ? { idCard: theOther, jobNum: value }
          : { idCard: value, jobNum: theOther }
      return bothIdsEmpty(values, unread)
        ? Promise.reject(new Error(BOTH_EMPTY))
        : Promise.resolve()
    },
  })

const phoneRule: FormRule = {
  validator: (_rule, value: string | undefined) =>
    !value?.trim() || isPhone(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error('请输入正确的手机号')),
}

type Picker = 'org' | 'post' | 'partTime' | null

/** The placeholder of a field: its own, or that it was not read. */
const placeholderOf = (unread: readonly UserField[], field: UserField, own?: string) =>
  unread.includes(field) ? UNREAD_PLACEHOLDER : own

/**
 * The three pickers (department, post, part-time post) and their dialogs. A department known only
 * by its name (no code came with the row) keeps its name, but its posts cannot be listed: 选择岗位
 * says 请先选择部门 until a department is picked again.
 */
function PickFields({
  companyCode,
  unread,
}: {
  companyCode?: string
  unread: readonly UserField[]
}) {
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
      <Form.Item
        label="部门"
        name="org"
        extra={org?.name && !org.code ? ORG_WITHOUT_CODE : undefined}
      >
        <PickField
          what="部门"
          placeholder={placeholderOf(unread, 'org')}
          onOpen={() => setPicker('org')}
          onChange={clearPost}
        />
      </Form.Item>
      <Form.Item label="岗位" name="post">
        <PickField what="岗位" placeholder={placeholderOf(unread, 'post')} onOpen={openPost} />
      </Form.Item>
      <Form.Item label="兼职岗位" name="partTimePost">
        <PickField
          what="兼职岗位"
          placeholder={placeholderOf(unread, 'partTimePost')}
          onOpen={() => setPicker('partTime')}
        />
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
  /**
   * the fields whose original value the row did not carry: they say so, are not required, and
   * the save leaves them out unless something is typed or chosen (user-form.ts)
   */
  unread?: readonly UserField[]
}

/** The fields of the user edit dialog (behaviour B3.4); 有效期 only for the system variant. */
export function UserFormFields({ variant, companyCode, unread = [] }: UserFormFieldsProps) {
  // a field not read may be left empty: the backend keeps what it has
  const required = (field: UserField) => !unread.includes(field)
  const choiceExtra = (field: UserField) => (unread.includes(field) ? UNREAD_CHOICE : undefined)
  return (
    <>
      <Form.Item
        label="姓名"
        name="chnName"
        rules={[{ required: required('chnName'), whitespace: true, message: '请输入姓名' }]}
      >
        <Input
          maxLength={USER_MAX.chnName}
          showCount
          autoComplete="off"
          placeholder={placeholderOf(unread, 'chnName')}
        />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="mobile"
        validateFirst
        rules={[
          { required: required('mobile'), whitespace: true, message: '请输入手机号' },
          phoneRule,
        ]}
      >
        <Input
          maxLength={USER_MAX.mobile}
          inputMode="tel"
          autoComplete="off"
          placeholder={placeholderOf(unread, 'mobile')}
        />
      </Form.Item>
      <Form.Item
        label="性别"
        name="sex"
        extra={choiceExtra('sex')}
        rules={[{ required: required('sex'), message: '请选择性别' }]}
      >
        <Radio.Group
          options={[
            { label: '男', value: 0 },
            { label: '女', value: 1 },
          ]}
        />
      </Form.Item>
      <PickFields companyCode={companyCode} unread={unread} />
      {variant === 'system' && (
        <Form.Item
          label="有效期"
          name="validDate"
          // valid through the whole day picked
          getValueFromEvent={(date: Dayjs | null) => date?.endOf('day') ?? null}
        >
          <DatePicker
            style={{ width: '100%' }}
            placeholder={placeholderOf(unread, 'validDate', '请选择有效期')}
          />
        </Form.Item>
      )}
      <Form.Item
        label="证件号"
        name="idCard"
        dependencies={['jobNum']}
        rules={[notBothEmpty('jobNum', unread)]}
      >
        <Input
          maxLength={USER_MAX.idCard}
          autoComplete="off"
          placeholder={placeholderOf(unread, 'idCard')}
        />
      </Form.Item>
      <Form.Item
        label="工号"
        name="jobNum"
        dependencies={['idCard']}
        rules={[notBothEmpty('idCard', unread)]}
      >
        <Input
          maxLength={USER_MAX.jobNum}
          autoComplete="off"
          placeholder={placeholderOf(unread, 'jobNum')}
        />
      </Form.Item>
      <Form.Item label="社保号" name="ssNo">
        <Input
          maxLength={USER_MAX.ssNo}
          autoComplete="off"
          placeholder={placeholderOf(unread, 'ssNo')}
        />
      </Form.Item>
      <Form.Item label="社保地址" name="ssAddr">
        <Input
          maxLength={USER_MAX.ssAddr}
          showCount
          autoComplete="off"
          placeholder={placeholderOf(unread, 'ssAddr')}
        />
      </Form.Item>
      <Form.Item label="社保状态" name="ssState">
        <Input
          maxLength={USER_MAX.ssState}
          autoComplete="off"
          placeholder={placeholderOf(unread, 'ssState')}
        />
      </Form.Item>
      <Form.Item
        label="邮箱"
        name="email"
        rules={[{ type: 'email', message: '请输入正确的邮箱地址' }]}
      >
        <Input
          maxLength={USER_MAX.email}
          autoComplete="off"
          placeholder={placeholderOf(unread, 'email')}
        />
      </Form.Item>
      <Form.Item label="状态" name="status" extra={choiceExtra('status')}>
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
