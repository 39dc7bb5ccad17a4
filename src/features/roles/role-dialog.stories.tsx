import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, screen, within } from 'storybook/test'
import { db } from '../../../mocks/db'
import { handlers } from '../../../mocks/handlers'
import { storyLogin } from '../../../mocks/story-login'
import { RoleDialog } from './role-dialog'
import type { RoleRow } from './role-query'
import { UNREADABLE_NOTICE } from './role-save'

// The role dialog on the stateful mock, as the platform administrator.
// a row as GetRoleListPage gives it (whole: EidtRole sends it back)
const rowOf = (code: string): RoleRow => {
  const r = db.roles.find((x) => x.code === code)!
  return {
    id: r.id,
    code: r.code,
    roleName: r.roleName,
    sysRoleEnum: r.sysRoleEnum,
    remark: r.remark,
  } as RoleRow
}

const meta = {
  title: 'Roles/RoleDialog',
  loaders: [storyLogin('u-admin')],
} satisfies Meta

export default meta

const dialogTitled = async (title: string) => {
  const heading = (await screen.findAllByText(title)).find((t) => t.closest('.ant-modal-title'))!
  return within(heading.closest<HTMLElement>('.ant-modal')!)
}

/** 新增角色: no name yet, type 无 and selectable, nothing checked. */
export const Add: StoryObj<typeof RoleDialog> = {
  render: () => <RoleDialog open onClose={fn()} />,
  play: async () => {
    const dialog = await dialogTitled('新增角色')
    await dialog.findByText('学习中心', {}, { timeout: 5000 })
    await expect(dialog.getByLabelText('角色名称')).toHaveValue('')
    await expect(dialog.getByRole('combobox', { name: '角色类型' })).toBeEnabled()
  },
}

/** 编辑角色 of 企业管理员 (type set, so locked); its permissions checked. */
export const Edit: StoryObj<typeof RoleDialog> = {
  render: () => <RoleDialog open role={rowOf('R03')} onClose={fn()} />,
  play: async () => {
    const dialog = await dialogTitled('编辑角色')
    await dialog.findByText('学习中心', {}, { timeout: 5000 })
    await expect(dialog.getByLabelText('角色名称')).toHaveValue('企业管理员')
    await expect(dialog.getByText('角色类型设置后不能修改')).toBeInTheDocument()
  },
}

/** 编辑角色 of the demo role admin: no type yet (0), so one may be chosen. */
export const EditWithoutType: StoryObj<typeof RoleDialog> = {
  render: () => <RoleDialog open role={rowOf('R07')} onClose={fn()} />,
  play: async () => {
    const dialog = await dialogTitled('编辑角色')
    await expect(dialog.queryByText('角色类型设置后不能修改')).toBeNull()
  },
}

/**
 * 编辑角色 against a backend whose GetCurrentRoles gives the role without its permission list:
 * the tree's place says so, and 确定 refuses to save (it would clear the role's permissions).
 */
export const EditPermissionsUnreadable: StoryObj<typeof RoleDialog> = {
  render: () => <RoleDialog open role={rowOf('R03')} onClose={fn()} />,
  parameters: {
    msw: {
      handlers: [
        http.get('*/Api/SysConfig/sys_role/GetCurrentRoles', () =>
          HttpResponse.json({
            success: true,
            errorCode: 0,
            msg: '',
            data: { roleName: '企业管理员', sysRoleEnum: 3, code: 'R03' },
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const dialog = await dialogTitled('编辑角色')
    // in the document, not "visible": the modal's opening fade may still be running on a busy machine
    await expect(await dialog.findByText(UNREADABLE_NOTICE)).toBeInTheDocument()
    await expect(dialog.queryByRole('tree')).toBeNull()
  },
}
