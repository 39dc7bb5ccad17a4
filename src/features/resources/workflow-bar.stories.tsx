import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WorkflowBar } from './workflow-bar'

// The buttons above 培训资源: 新增 and the batch actions over the selection (kept across pages).
const meta = {
  title: 'Resources/WorkflowBar',
  component: WorkflowBar,
  args: { page: 'resources', selected: 0, on: { add: fn(), submit: fn(), remove: fn() } },
} satisfies Meta<typeof WorkflowBar>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing selected yet: the batch buttons warn 请选择资源 when used (the page does). */
export const NothingSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: '资源操作' })
    await userEvent.click(within(bar).getByRole('button', { name: /新\s*增/ }))
    await expect(args.on.add).toHaveBeenCalled()
  },
}

/** Three rows chosen over two pages: the batch buttons count them. */
export const ThreeSelected: Story = {
  args: { selected: 3 },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: '资源操作' })
    await userEvent.click(within(bar).getByRole('button', { name: '提交审核（3）' }))
    await expect(args.on.submit).toHaveBeenCalled()
    await userEvent.click(within(bar).getByRole('button', { name: '批量删除（3）' }))
    await expect(args.on.remove).toHaveBeenCalled()
  },
}

/** 资源审核 and 资源查询 have no batch call: no bar at all. */
export const ReviewList: Story = {
  args: { page: 'resource-audit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull()
  },
}
