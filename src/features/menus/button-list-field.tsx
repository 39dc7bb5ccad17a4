import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input } from 'antd'
import { valueProblem, type ButtonValue } from './menu-form'

/** Props of ButtonListField. */
export interface ButtonListFieldProps {
  /** values used elsewhere in the tree (value -> entry name) */
  taken: Map<string, string>
}

/**
 * The button permissions of a page (roleList): rows of name and value, added and removed here.
 * Each value is required and unique, in this list and in the whole tree; a duplicate shows its
 * message under the field and 确定 sends nothing.
 */
export function ButtonListField({ taken }: ButtonListFieldProps) {
  return (
    <Form.Item label="按钮权限">
      <Form.List name="roleList">
        {(fields, { add, remove }) => (
          <div className="menu-buttons">
            {fields.map(({ key, name }, index) => (
              <div key={key} className="menu-buttons__row">
                <Form.Item
                  name={[name, 'name']}
                  rules={[{ required: true, whitespace: true, message: '请输入按钮名称' }]}
                >
                  <Input placeholder="按钮名称" aria-label={`第 ${index + 1} 个按钮的名称`} />
                </Form.Item>
                <Form.Item
                  name={[name, 'value']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_, value?: string) => {
                        const list = (getFieldValue('roleList') ?? []) as (
                          ButtonValue | undefined
                        )[]
                        const others = list.filter((_, i) => i !== name).map((r) => r?.value)
                        const problem = valueProblem(value, others, taken)
                        if (problem) throw new Error(problem)
                      },
                    }),
                  ]}
                >
                  <Input
                    placeholder="权限值，如 role.add"
                    aria-label={`第 ${index + 1} 个按钮的权限值`}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第 ${index + 1} 个按钮`}
                  onClick={() => remove(name)}
                />
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', value: '' })}
            >
              添加按钮
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  )
}
