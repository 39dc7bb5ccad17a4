import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { ResourceList } from './resource-list'

// The three resource lists on the stateful mock, as the platform administrator (every course).
const meta = {
  title: 'Resources/ResourceList',
  component: ResourceList,
  loaders: [storyLogin('u-admin')],
  args: { page: 'resources' },
  parameters: { route: '/train/resource' },
} satisfies Meta<typeof ResourceList>

export default meta
type Story = StoryObj<typeof meta>

/** 培训资源: cover, status text, the workflow bar; a selection counts on the batch buttons. */
export const MyResources: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '培训资源列表' })
    await within(table).findByText('新《安全生产法》要点解读')
    await userEvent.click(within(table).getAllByRole('checkbox')[1])
    await expect(canvas.getByText('已选择 1 项')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '提交审核（1）' })).toBeInTheDocument()
  },
}

/** A shared link: drafts of 安全生产法规, with 提交审核 on the row. */
export const FilteredDrafts: Story = {
  parameters: { route: '/train/resource?dir=D01&status=0' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '培训资源列表' })
    await within(table).findByText('劳动防护用品配备标准')
    await waitFor(() => expect(within(table).getAllByText('待提交').length).toBeGreaterThan(0))
  },
}

/** 资源审核: the courses waiting for review, each with 审核 and 审核记录; no bar, no selection. */
export const Review: Story = {
  args: { page: 'resource-audit' },
  parameters: { route: '/train/audit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '资源审核列表' })
    await within(table).findByText('安全生产违法行为处罚办法')
    await expect(canvas.queryByRole('toolbar', { name: '资源操作' })).toBeNull()
  },
}

/** 资源查询: published courses, names linking to the course, 收藏 on each row. */
export const Search: Story = {
  args: { page: 'resource-search' },
  parameters: { route: '/train/search' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '资源查询列表' })
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: /收藏/ }).length).toBeGreaterThan(0),
    )
  },
}
