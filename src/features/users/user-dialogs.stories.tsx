import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { db } from '../../../mocks/db'
import { storyLogin } from '../../../mocks/story-login'
import { userRow } from '../../../mocks/views'
import { UserCompanyDialog } from './user-company-dialog'
import { UserImportDialog } from './user-import-dialog'
import { UserRoleDialog } from './user-role-dialog'

// The dialogs of the user list, as the platform administrator, on the learner 张伟 (学员, C002).
const learner = () => userRow(db.users.find((u) => u.userId === 'u-learner')!)

const meta = {
  title: 'Users/Dialogs',
  loaders: [storyLogin('u-admin')],
} satisfies Meta

export default meta

/** 配置角色: every role, the user's own preselected. */
export const Roles: StoryObj<typeof UserRoleDialog> = {
  render: () => <UserRoleDialog open user={learner()} onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '配置角色' }))
    await expect(await dialog.findByText('学员')).toBeInTheDocument()
    await expect(dialog.getByText('用户：张伟')).toBeInTheDocument()
  },
}

/** 配置公司: the user's company preselected, shown as (code)name. */
export const Company: StoryObj<typeof UserCompanyDialog> = {
  render: () => <UserCompanyDialog open user={learner()} onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '配置公司' }))
    await expect(await dialog.findByText('(C002)华东机械制造有限公司')).toBeInTheDocument()
  },
}

/** 导入用户: the template link, and 数据校验 without a file asks for one. */
export const Import: StoryObj<typeof UserImportDialog> = {
  render: () => <UserImportDialog open onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '导入用户' }))
    const link = await dialog.findByRole('link', { name: '下载员工导入模板' })
    await expect(link).toHaveAttribute('href', '/mock/files/user-import-template.xls')
    await userEvent.click(dialog.getByRole('button', { name: /数据校验/ }))
    await expect(await screen.findByText('请选择文件')).toBeInTheDocument()
  },
}
