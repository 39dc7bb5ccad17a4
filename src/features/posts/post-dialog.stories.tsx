import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { PostDialog } from './post-dialog'

// The post dialog as the platform administrator (company C001, whose post 1 is 平台管理员).
const meta = {
  title: 'Posts/PostDialog',
  component: PostDialog,
  loaders: [storyLogin('u-admin')],
  args: { open: true, type: 1, onClose: fn() },
} satisfies Meta<typeof PostDialog>

export default meta
type Story = StoryObj<typeof meta>

const lit = (dialog: ReturnType<typeof within>) =>
  dialog
    .getAllByRole('radio')
    .filter((star: HTMLElement) => star.getAttribute('aria-checked') === 'true')

/** 新增: three stars lit; leaving the name empty shows 请输入岗位. */
export const Add: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '新增' }))
    await expect(lit(dialog)).toHaveLength(3)
    await userEvent.click(dialog.getByLabelText('岗位名称'))
    await userEvent.tab()
    await expect(await dialog.findByText('请输入岗位')).toBeInTheDocument()
  },
}

/** 编辑: the row's name and importance, in a copy of the row. */
export const Edit: Story = {
  args: {
    type: 2,
    row: { id: 1, postCode: 'C001-P01', postName: '平台管理员', importance: 1 },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '编辑' }))
    await expect(dialog.getByLabelText('岗位名称')).toHaveValue('平台管理员')
    await expect(lit(dialog)).toHaveLength(1)
  },
}
