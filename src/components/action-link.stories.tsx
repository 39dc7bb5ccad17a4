import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ActionLink } from './action-link'

// The public click rule: an in-app route stays in the tab, another url opens a new window, an
// empty url or "#" is plain text.
const meta = {
  title: 'Components/ActionLink',
  tags: ['autodocs'],
  component: ActionLink,
  args: { action: { kind: 'route', to: '/newslist?typeId=2' }, children: '通知公告' },
} satisfies Meta<typeof ActionLink>

export default meta
type Story = StoryObj<typeof meta>

export const Route: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '通知公告' })
    await expect(link).toHaveAttribute('href', '/newslist?typeId=2')
    await expect(link).not.toHaveAttribute('target')
  },
}

export const CurrentPage: Story = {
  args: { current: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '通知公告' })
    await expect(link).toHaveAttribute('aria-current', 'page')
  },
}

export const OtherSite: Story = {
  args: { action: { kind: 'window', url: 'https://example.com/' }, children: '合作单位' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /合作单位/ })
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

export const PlainText: Story = {
  args: { action: { kind: 'none' }, children: '证书查询（未开放）' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}
