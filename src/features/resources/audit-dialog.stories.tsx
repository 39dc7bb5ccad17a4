import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { AuditDialog } from './audit-dialog'

// 审核 of a course waiting for review (mock id 1008, 安全生产违法行为处罚办法), as the administrator.
const meta = {
  title: 'Resources/AuditDialog',
  component: AuditDialog,
  loaders: [storyLogin('u-admin')],
  args: {
    open: true,
    row: { id: 1008, resName: '安全生产违法行为处罚办法', status: 1, statusName: '待审核' },
    onClose: fn(),
  },
} satisfies Meta<typeof AuditDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => {
  const title = await screen.findByText('审核资源')
  return within(title.closest<HTMLElement>('[role="dialog"]')!)
}

/** 通过 is chosen at first; 确定 sends it and closes. */
export const Pass: Story = {
  play: async ({ args }) => {
    const d = await dialog()
    await expect(d.getByRole('radio', { name: '通过' })).toBeChecked()
    await userEvent.click(d.getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(args.onClose).toHaveBeenCalled())
  },
}

/** 不通过 without a remark: 请填写驳回原因, and the dialog stays. */
export const RejectNeedsRemark: Story = {
  play: async ({ args }) => {
    const d = await dialog()
    await userEvent.click(d.getByRole('radio', { name: '不通过' }))
    await userEvent.click(d.getByRole('button', { name: /确\s*定/ }))
    await expect(await d.findByText('请填写驳回原因')).toBeInTheDocument()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
