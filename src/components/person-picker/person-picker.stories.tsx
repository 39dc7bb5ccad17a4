import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { PersonPicker } from './person-picker'

// The picker as the company administrator (李晓梅, 华东机械制造有限公司 C002), on the stateful mock.
const meta = {
  title: 'Components/PersonPicker',
  tags: ['autodocs'],
  component: PersonPicker,
  loaders: [storyLogin('u-company')],
  args: { open: true, onOk: fn(), onClose: fn() },
} satisfies Meta<typeof PersonPicker>

export default meta
type Story = StoryObj<typeof meta>

/** Opened empty: every tab, nothing picked. */
export const Empty: Story = {}

/** Opened with a preset: one user, one department and one post show as tags and checked. */
export const WithPreset: Story = {
  args: {
    value: {
      users: [{ id: 'u-company', name: '李晓梅' }],
      orgs: [{ id: 'C002-0201', name: '一车间' }],
      posts: [{ id: 'C002-P03', name: '车间主任' }],
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: '选择人员' }))
    await expect(dialog.getByText('已选 3 项')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('tab', { name: '岗位' }))
    const box = await dialog.findByRole('checkbox', { name: '车间主任' }, { timeout: 5000 })
    await expect(box).toBeChecked()
    await userEvent.click(dialog.getByRole('button', { name: '移除岗位 车间主任' }))
    await waitFor(() => expect(box).not.toBeChecked())
    await userEvent.click(dialog.getByRole('checkbox', { name: '安全员' }))
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(args.onOk).toHaveBeenCalledWith({
        users: [{ id: 'u-company', name: '李晓梅' }],
        orgs: [{ id: 'C002-0201', name: '一车间' }],
        posts: [{ id: 'C002-P02', name: '安全员' }],
      }),
    )
  },
}

/** Only departments and posts (as a screen that targets organisations would use it). */
export const DepartmentsAndPosts: Story = {
  args: { tabs: ['orgs', 'posts'], title: '选择部门和岗位' },
}
