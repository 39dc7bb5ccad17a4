import { Alert, Form, Input, InputNumber, Radio, Switch } from 'antd'
import { ButtonListField } from './button-list-field'
import { IconSelect } from './icon-select'
import { valueProblem, type MenuFormValues } from './menu-form'
import { MENU_TYPES, type MenuType } from './menu-tree'

/** Said in place of the button list when the record did not give a readable one. */
export const BUTTONS_UNREAD = '未能读取该页面的按钮权限，此处不能修改；保存不会改动它们'

/** Props of MenuFormFields. */
export interface MenuFormFieldsProps {
  /** values used elsewhere in the tree (value -> entry name) */
  taken: Map<string, string>
  /** the page's buttons were read (always, adding): they can be edited */
  buttonsRead: boolean
}

/**
 * The fields of the menu dialog: type, name, url, icon, sort, hidden, needs a permission; a
 * permission (type 2) has its value, a page (type 1) the list of its buttons.
 */
export function MenuFormFields({ taken, buttonsRead }: MenuFormFieldsProps) {
  const type = Form.useWatch<MenuType | undefined>('type')
  return (
    <>
      <Form.Item<MenuFormValues> name="type" label="类型">
        <Radio.Group
          optionType="button"
          options={MENU_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        />
      </Form.Item>
      <Form.Item<MenuFormValues>
        name="name"
        label="菜单名"
        rules={[{ required: true, whitespace: true, message: '请输入菜单名' }]}
      >
        <Input maxLength={50} placeholder="请输入菜单名" />
      </Form.Item>
      {type !== 2 && (
        <Form.Item<MenuFormValues> name="url" label="路由地址">
          <Input maxLength={200} placeholder="如 /system/user" />
        </Form.Item>
      )}
      {type === 2 && (
        <Form.Item<MenuFormValues>
          name="value"
          label="权限值"
          rules={[
            {
              validator: async (_, value?: string) => {
                const problem = valueProblem(value, [], taken)
                if (problem) throw new Error(problem)
              },
            },
          ]}
        >
          <Input maxLength={100} placeholder="如 role.add" />
        </Form.Item>
      )}
      {type !== 2 && (
        <Form.Item<MenuFormValues> name="icon" label="图标">
          <IconSelect />
        </Form.Item>
      )}
      <Form.Item<MenuFormValues> name="sort" label="排序">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item<MenuFormValues> name="isHidden" label="隐藏" valuePropName="checked">
        <Switch checkedChildren="是" unCheckedChildren="否" />
      </Form.Item>
      <Form.Item<MenuFormValues> name="needAction" label="需要权限" valuePropName="checked">
        <Switch checkedChildren="是" unCheckedChildren="否" />
      </Form.Item>
      {type === 1 &&
        (buttonsRead ? (
          <ButtonListField taken={taken} />
        ) : (
          // an empty list sent back would delete the page's buttons: they stay as they are
          <Form.Item label="按钮权限">
            <Alert type="warning" showIcon title={BUTTONS_UNREAD} />
          </Form.Item>
        ))}
    </>
  )
}
