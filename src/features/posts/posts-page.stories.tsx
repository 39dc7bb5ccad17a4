import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { Component as PostsPage } from './posts-page'

// 岗位管理 on the stateful mock as the platform administrator (company C001).
const meta = {
  title: 'Posts/PostsPage',
  component: PostsPage,
  loaders: [storyLogin('u-admin')],
  parameters: { route: '/system/post' },
} satisfies Meta<typeof PostsPage>

export default meta
type Story = StoryObj<typeof meta>

/** Every post of the company; a click on a department lists its posts, with 移除 on each row. */
export const AllPosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '岗位列表' })
    await within(table).findByText('平台管理员')
    await expect(within(table).queryByRole('button', { name: /移\s*除/ })).toBeNull()
    const tree = await canvas.findByRole('tree', { name: '部门' })
    await userEvent.click(await within(tree).findByText('安全教研室'))
    await within(table).findByText('培训讲师')
    await waitFor(() => expect(within(table).queryByText('平台管理员')).toBeNull())
    await expect(within(table).getAllByRole('button', { name: /移\s*除/ }).length).toBeGreaterThan(
      0,
    )
  },
}

/** A shared link: a department and a keyword from the URL. */
export const DepartmentAndKeyword: Story = {
  parameters: { route: '/system/post?org=C001-0302&keyword=行政' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '岗位列表' })
    await expect(await within(table).findByText('行政专员')).toBeInTheDocument()
  },
}
