import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { OrgPickDialog } from './org-pick-dialog'
import { PostPickDialog } from './post-pick-dialog'

// The pick dialogs of the user edit form, as the platform administrator (company C001).
const meta = {
  title: 'Components/OrgPostPickers',
  tags: ['autodocs'],
  loaders: [storyLogin('u-admin')],
} satisfies Meta

export default meta

/** 选择部门: the organisation tree with a search; a click and 确定 pick one department. */
export const PickDepartment: StoryObj<typeof OrgPickDialog> = {
  args: { open: true, onPick: fn(), onClose: fn() },
  render: (args) => <OrgPickDialog {...args} />,
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    await dialog.findByRole('tree', {}, { timeout: 5000 })
    await userEvent.type(dialog.getByRole('textbox', { name: '搜索部门' }), '教研')
    await userEvent.click(await dialog.findByText('安全教研室', {}, { timeout: 5000 }))
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith({ orgCode: 'C001-0201', orgName: '安全教研室' }),
    )
  },
}

/** Another company's tree (a platform administrator editing one of its users). */
export const OtherCompany: StoryObj<typeof OrgPickDialog> = {
  args: { open: true, companyCode: 'C002', value: 'C002-0201', onPick: fn(), onClose: fn() },
  render: (args) => <OrgPickDialog {...args} />,
}

/** 选择岗位: the posts of one department (安全教研室), picked with the radio and 确定. */
export const PickPost: StoryObj<typeof PostPickDialog> = {
  args: { open: true, kind: 'post', orgCode: 'C001-0201', onPick: fn(), onClose: fn() },
  render: (args) => <PostPickDialog {...args} />,
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: '选择岗位' }))
    await userEvent.click(await dialog.findByRole('radio', { name: '培训讲师' }))
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith({ postCode: 'C001-P04', postName: '培训讲师' }),
    )
  },
}

/** 选择兼职岗位: every post of the company; 确定 with nothing picked warns. */
export const PickPartTimePost: StoryObj<typeof PostPickDialog> = {
  args: { open: true, kind: 'partTime', onPick: fn(), onClose: fn() },
  render: (args) => <PostPickDialog {...args} />,
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: '选择兼职岗位' }))
    await dialog.findByText('客服专员')
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }))
    await expect(await screen.findByText('请选择兼职岗位')).toBeInTheDocument()
    await userEvent.click(dialog.getByText('客服专员'))
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith({ postCode: 'C001-P05', postName: '客服专员' }),
    )
  },
}
