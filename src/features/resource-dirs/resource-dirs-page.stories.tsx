import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { fail } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { storyLogin } from '../../../mocks/story-login'
import { ResDirDialog } from './resdir-dialog'
import { Component as ResourceDirsPage } from './resource-dirs-page'

// 资源目录 as the platform administrator, on the stateful mock (six top-level directories).
const meta = {
  title: 'ResourceDirs/ResourceDirsPage',
  component: ResourceDirsPage,
  loaders: [storyLogin('u-admin')],
} satisfies Meta<typeof ResourceDirsPage>

export default meta
type Story = StoryObj<typeof meta>

/** The tree and, beside it, the top level and the home page directories; hover a node for its buttons. */
export const Tree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tree = await canvas.findByRole('tree', { name: '资源目录' })
    await expect(await within(tree).findByText('安全生产法规')).toBeInTheDocument()
    await expect(canvas.getByText('首页目录')).toBeInTheDocument()
  },
}

/** Selecting a directory lists its sub-directories beside the tree. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tree = await canvas.findByRole('tree', { name: '资源目录' })
    await userEvent.click(await within(tree).findByText('职业健康'))
    await expect(await canvas.findByText('「职业健康」的下级目录')).toBeInTheDocument()
  },
}

/** The tree failed to load: the message and 重试. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        route('post', '/Api/Train_Manage/Train_ResDir/GetTreeData', () => fail('服务器开小差了')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('资源目录加载失败')).toBeInTheDocument()
  },
}

/** The rename dialog on its own (a portal: look for it in the page body). */
export const RenameDialog: StoryObj<typeof ResDirDialog> = {
  render: (args) => <ResDirDialog {...args} />,
  args: {
    open: true,
    target: { mode: 'edit', dir: { id: 2, dCode: 'D02', dName: '工伤预防知识', pNo: '', sort: 2 } },
    onClose: fn(),
  },
}
