import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LoginDialog } from './login-dialog'

// The 培训登录 dialog of public pages; mock accounts: learner / Learner@123, twin / Twin@1234.
const meta = {
  title: 'Login/LoginDialog',
  component: LoginDialog,
  args: { open: true, onClose: fn(), onSuccess: fn() },
} satisfies Meta<typeof LoginDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
