import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SettingsDrawer } from './settings-drawer'

// The navbar's gear button and the layout settings it opens (saved for the next visit).
const meta = {
  title: 'Layout/SettingsDrawer',
  tags: ['autodocs'],
  component: SettingsDrawer,
} satisfies Meta<typeof SettingsDrawer>

export default meta
type Story = StoryObj<typeof meta>

/** The gear button alone, as the navbar shows it. */
export const Closed: Story = {}

/** Pressed: the drawer with the theme colour and the layout switches. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '系统布局配置' }))
    const drawer = await within(document.body).findByRole('dialog', { name: '系统布局配置' })
    await expect(drawer).toBeVisible()
  },
}
