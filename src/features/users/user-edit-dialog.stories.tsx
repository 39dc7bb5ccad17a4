import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { db } from '../../../mocks/db'
import { storyLogin } from '../../../mocks/story-login'
import { userRow } from '../../../mocks/views'
import { UserEditDialog } from './user-edit-dialog'

// The user edit dialog as the platform administrator (王建国, C001), on rows of the stateful mock.
const rowOf = (userId: string) => userRow(db.users.find((u) => u.userId === userId)!)

const meta = {
  title: 'Users/UserEditDialog',
  loaders: [storyLogin('u-admin')],
} satisfies Meta

export default meta

/** 新增用户 into the company of the list filter (C002): 男 and 启用 by default, no 有效期. */
export const AddCompanyUser: StoryObj<typeof UserEditDialog> = {
  render: () => <UserEditDialog open variant="company" companyCode="C002" onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '新增用户' }))
    await expect(dialog.getByRole('radio', { name: '男' })).toBeChecked()
    await expect(dialog.getByRole('radio', { name: '启用' })).toBeChecked()
    await expect(dialog.queryByLabelText('有效期')).not.toBeInTheDocument()
  },
}

/** 编辑系统用户: the administrator's own row, with its 有效期. */
export const EditSystemUser: StoryObj<typeof UserEditDialog> = {
  render: () => <UserEditDialog open variant="system" user={rowOf('u-admin')} onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '编辑系统用户' }))
    await expect(dialog.getByLabelText('姓名')).toHaveValue('王建国')
    await expect(dialog.getByLabelText('有效期')).toHaveValue('2027-12-31')
    await expect(dialog.getByLabelText('部门')).toHaveValue('平台运营部')
  },
}

/** 编辑企业用户: a learner of another company (C002); its departments are offered. */
export const EditCompanyUser: StoryObj<typeof UserEditDialog> = {
  render: () => <UserEditDialog open variant="company" user={rowOf('u-learner')} onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '编辑企业用户' }))
    await expect(dialog.getByLabelText('姓名')).toHaveValue('张伟')
  },
}
