import type { Meta, StoryObj } from '@storybook/react-vite'
import Cookies from 'js-cookie'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { db } from '../../../../mocks/db'
import { ChangeMobileDialog } from './change-mobile-dialog'
import { ChangePasswordDialog } from './change-password-dialog'
import { UserInfoDialog } from './user-info-dialog'

// The dialogs talk to the stateful mock as the learner (张伟, 13800138000); SMS code 123456.
const asLearner = async () => {
  db.tokens['story-learner'] = 'u-learner'
  Cookies.set('Admin-Token', 'story-learner')
  return {}
}

const meta = {
  title: 'Account/Dialogs',
  loaders: [asLearner],
} satisfies Meta

export default meta

export const UserInfo: StoryObj<typeof UserInfoDialog> = {
  render: () => <UserInfoDialog open onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(await dialog.findByDisplayValue('张伟')).toBeInTheDocument()
    await expect(dialog.getByLabelText('登录账号')).toHaveValue('learner')
  },
}

export const ChangeMobile: StoryObj<typeof ChangeMobileDialog> = {
  render: () => <ChangeMobileDialog open onClose={fn()} onChanged={fn()} />,
}

// A wrong code: the server's msg is shown and the dialog keeps what was typed.
export const ChangePasswordWrongCode: StoryObj<typeof ChangePasswordDialog> = {
  render: () => <ChangePasswordDialog open onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText('验证码'), '000000')
    await userEvent.type(dialog.getByLabelText('新密码'), 'NewPass#2025')
    await userEvent.type(dialog.getByLabelText('确认密码'), 'NewPass#2025')
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }))
    await expect(await screen.findByText('验证码错误')).toBeInTheDocument()
    await expect(dialog.getByLabelText('验证码')).toHaveValue('000000')
  },
}
