import type { Meta, StoryObj } from '@storybook/react-vite'
import { Form, Input, InputNumber, Radio } from 'antd'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { FormDialog } from './form-dialog'

interface PostValues {
  postName: string
  importance: number
  remark?: string
}

const fields = (
  <>
    <Form.Item name="postName" label="岗位名称" rules={[{ required: true }]}>
      <Input autoFocus />
    </Form.Item>
    <Form.Item name="importance" label="重要程度">
      <Radio.Group
        options={[
          { value: 1, label: '高' },
          { value: 2, label: '中' },
          { value: 3, label: '低' },
        ]}
      />
    </Form.Item>
    <Form.Item name="sort" label="排序">
      <InputNumber min={0} />
    </Form.Item>
    <Form.Item name="remark" label="备注">
      <Input.TextArea rows={3} />
    </Form.Item>
  </>
)

const meta = {
  title: 'List/FormDialog',
  tags: ['autodocs'],
  component: FormDialog<PostValues>,
  args: {
    open: true,
    mode: 'add',
    subject: '岗位',
    initialValues: { importance: 3 },
    onSubmit: fn(async () => true),
    onClose: fn(),
    children: fields,
  },
} satisfies Meta<typeof FormDialog<PostValues>>

export default meta
type Story = StoryObj<typeof meta>

/** 新增岗位: labels 180 px wide (behaviour B9.10), the defaults filled in. */
export const Add: Story = {}

/** 编辑岗位 with the record's values. */
export const Edit: Story = {
  args: { mode: 'edit', initialValues: { postName: '安全员', importance: 1, remark: '持证上岗' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '编辑岗位' }))
    await expect(dialog.getByLabelText('岗位名称')).toHaveValue('安全员')
  },
}

/** The save fails (onSubmit answers false): the dialog stays open with what was typed. */
export const FailedSave: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: '新增岗位' }))
    await userEvent.type(dialog.getByLabelText('岗位名称'), '班组长')
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }))
    await expect(args.onSubmit).toHaveBeenCalled()
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(dialog.getByLabelText('岗位名称')).toHaveValue('班组长')
  },
}

/** A narrow form with the labels above the fields. */
export const Vertical: Story = { args: { layout: 'vertical', title: '新增岗位（竖排）' } }
