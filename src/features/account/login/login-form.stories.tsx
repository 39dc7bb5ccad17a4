import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { LoginForm } from './login-form'

const meta = {
  title: 'Login/LoginForm',
  component: LoginForm,
  args: { onSuccess: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

export const PasswordMode: Story = {}

export const PhoneMode: Story = { args: { defaultMode: 'phone' } }

export const CapsLockHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('密码'), 'A')
    await expect(canvas.getByText('大写锁打开状态')).toBeInTheDocument()
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /登\s*录/ }))
    await expect(await canvas.findByText('请输入用户名')).toBeInTheDocument()
    await expect(await canvas.findByText('请输入密码')).toBeInTheDocument()
  },
}

export const PhoneValidationErrors: Story = {
  args: { defaultMode: 'phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // the phone fields load with their tab
    await userEvent.type(await canvas.findByLabelText('手机号'), '12345')
    await userEvent.click(canvas.getByRole('button', { name: /登\s*录/ }))
    await expect(await canvas.findByText('请输入正确格式的手机号')).toBeInTheDocument()
    await expect(await canvas.findByText('请输入验证码')).toBeInTheDocument()
  },
}

// The mock backend refuses a wrong password with success:false and a msg: the toast shows the
// msg, the button stops loading and nobody is logged in.
export const ServerError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('用户名'), 'learner')
    await userEvent.type(canvas.getByLabelText('密码'), 'Wrong@123')
    await userEvent.click(canvas.getByRole('button', { name: /登\s*录/ }))
    await expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /登\s*录/ })).not.toHaveClass('ant-btn-loading'),
    )
    await expect(args.onSuccess).not.toHaveBeenCalled()
  },
}
