import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CountdownButton } from './countdown-button'

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: { phone: '13800138000', onSend: fn(() => Promise.resolve()) },
} satisfies Meta<typeof CountdownButton>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}

export const WithoutPhone: Story = { args: { phone: '' } }

// A long countdown keeps the label stable while the story is looked at.
export const Counting: Story = {
  args: { seconds: 600 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /获取验证码/ }))
    await expect(args.onSend).toHaveBeenCalled()
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled()
  },
}
