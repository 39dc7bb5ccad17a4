import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { GuestPrompt } from './guest-prompt'
import './course-play.css'

// What a guest sees over the video after 30 s of preview, or on entering full screen.
const meta = {
  title: 'Course/GuestPrompt',
  tags: ['autodocs'],
  component: GuestPrompt,
  args: { reason: 'limit', overlay: false, onLogin: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', maxWidth: 860, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuestPrompt>

export default meta
type Story = StoryObj<typeof meta>

export const PreviewOver: Story = {}
export const Fullscreen: Story = { args: { reason: 'fullscreen' } }
