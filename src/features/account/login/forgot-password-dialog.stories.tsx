import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ForgotPasswordDialog } from './forgot-password-dialog'

// Against the mock backend: try "learner", then code 123456.
const meta = {
  title: 'Login/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof ForgotPasswordDialog>

export default meta
type Story = StoryObj<typeof meta>

export const AccountStep: Story = {}
