import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { TagsView } from './tags-view'
import { adminSession, openTabs } from './story-fixtures'

const meta = {
  title: 'Layout/TagsView',
  tags: ['autodocs'],
  component: TagsView,
  args: { onRefresh: fn() },
  parameters: {
    layout: 'fullscreen',
    route: '/system/user',
    preloadedState: { session: adminSession, tagsView: openTabs },
  },
} satisfies Meta<typeof TagsView>

export default meta
type Story = StoryObj<typeof meta>

/** Four tabs, the user list open; right-click a tab for its menu, middle-click closes it. */
export const Default: Story = {}

/** Only the pinned dashboard tab, which has no close icon. */
export const PinnedOnly: Story = {
  parameters: {
    route: '/dashboard',
    preloadedState: { session: adminSession, tagsView: { visited: openTabs.visited.slice(0, 1) } },
  },
}
