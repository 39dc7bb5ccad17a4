import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { PickUserDialog } from './pick-user-dialog'

const meta = {
  title: 'Login/PickUserDialog',
  component: PickUserDialog,
  args: {
    open: true,
    choices: [
      { item1: 'twin（华东机械制造有限公司）', item2: 'secret-a' },
      { item1: 'twin（南方建设工程有限公司）', item2: 'secret-b' },
    ],
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PickUserDialog>

export default meta
type Story = StoryObj<typeof meta>

export const TwoAccounts: Story = {}

// The modal renders in a portal, hence `screen` rather than the canvas.
export const SelectionRequired: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }))
    await expect(await dialog.findByText('请选择用户')).toBeInTheDocument()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}
