import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { OrgUpdateDialog } from './org-update-dialog'

// 更新部门 as the platform administrator (company C001: 平台运营部 is id 101, 课程运营组 102).
const meta = {
  title: 'Components/OrgUpdateDialog',
  tags: ['autodocs'],
  component: OrgUpdateDialog,
  loaders: [storyLogin('u-admin')],
  args: { open: true, onSave: fn(() => true), onClose: fn() },
} satisfies Meta<typeof OrgUpdateDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen yet: a parent and its child are checked independently, then 保存. */
export const ChooseDepartments: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: '更新部门' }))
    const tree = within(await dialog.findByRole('tree', {}, { timeout: 5000 }))
    await userEvent.click(await tree.findByText('培训教研部'))
    await userEvent.click(tree.getByText('安全教研室'))
    await expect(dialog.getByText('已选 2 个部门')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalled())
  },
}

/** Preset departments (a post's current ones), shown as tags; 清空 clears them. */
export const Preset: Story = {
  args: { value: [101, 102] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '更新部门' }))
    await expect(
      await dialog.findByText('已选 2 个部门', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: '清空' }))
    await expect(dialog.getByText('已选 0 个部门')).toBeInTheDocument()
  },
}
