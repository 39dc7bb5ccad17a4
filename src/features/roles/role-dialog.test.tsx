import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { loadSession } from '../../app/load-session'
import { makeStore } from '../../app/store'
import { renderWithProviders } from '../../app/test-utils'
import { RoleDialog } from './role-dialog'
import type { RoleRow } from './role-query'

configure({ asyncUtilTimeout: 8000, defaultHidden: true })
// a busy machine renders antd slowly, the first test of a worker most (its styles)
const SLOW = 40000
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

/** A row of the role list, as GetRoleListPage gives it. */
const rowOf = (code: string): RoleRow => {
  const r = db.roles.find((x) => x.code === code)!
  return {
    id: r.id,
    code: r.code,
    roleName: r.roleName,
    sysRoleEnum: r.sysRoleEnum,
    remark: r.remark,
  }
}

/** Sets the permissions a role holds in the mock (tests do not lean on the seed's). */
const holds = (code: string, ids: number[]) => {
  db.roles.find((x) => x.code === code)!.actionIds = ids
}

const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-modal-title')).find(
      (t) => t.textContent === title,
    )
    expect(found).toBeDefined()
    return found!.closest<HTMLElement>('.ant-modal')!
  })

async function openDialog(role?: RoleRow) {
  loginAs('admin')
  const store = makeStore()
  await loadSession(store)
  const wire = watchWire()
  const onClose = vi.fn()
  const user = setupUser()
  renderWithProviders(<RoleDialog open role={role} onClose={onClose} />, { store })
  // by its title's place: the tree has entries named 新增角色 and 编辑角色 too
  const root = await dialogTitled(role ? '编辑角色' : '新增角色')
  const dialog = within(root)
  // the tree is in once its first menu shows (and, when editing, the role's permissions)
  await dialog.findByText('学习中心', {}, { timeout: 15000 })
  const label = (name: string) =>
    within(root.querySelector<HTMLElement>('.role-tree')!).getByText(name)
  const checked = (name: string) =>
    label(name).closest<HTMLElement>('[role=treeitem]')!.getAttribute('aria-checked')
  // a click on a name checks it (the tree selects nothing)
  const toggle = (name: string) => user.click(label(name))
  const typeBox = () => dialog.getByLabelText('角色类型').closest<HTMLElement>('.ant-select')!
  const save = () => user.click(dialog.getByText(/^确\s*定$/).closest('button')!)
  return { store, wire, onClose, user, dialog, toggle, checked, typeBox, save }
}

const option = (label: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`)
    expect(found).not.toBeNull()
    return found!
  })

describe('RoleDialog: adding', () => {
  it(
    'asks for the name: 请输入角色名称, and sends nothing',
    async () => {
      const { wire, dialog, save } = await openDialog()
      await save()
      expect(await dialog.findByText('请输入角色名称')).toBeInTheDocument()
      expect(await wire.to('/AddRole')).toHaveLength(0)
    },
    SLOW,
  )

  it(
    'offers every role type and sends AddRole with the checked ids and their menu',
    async () => {
      const { wire, onClose, user, dialog, checked, toggle, typeBox, save } = await openDialog()
      expect((await wire.to('/GetRoleTree'))[0].query).toEqual({ Status: '1', ActionType: '0,1,2' })
      expect((await wire.to('/GetSysRoleEnum'))[0].query).toEqual({ Type: '1' })
      expect(typeBox()).not.toHaveClass('ant-select-disabled')
      await waitFor(() => expect(typeBox().textContent).toBe('无'))
      await user.type(dialog.getByLabelText('角色名称'), '安全督导')
      await user.click(dialog.getByLabelText('角色类型'))
      await user.click(await option('讲师'))
      // a page: its menu comes with it (the sidebar needs both)
      await toggle('我的学习')
      expect(checked('我的学习')).toBe('true')
      expect(checked('学习中心')).toBe('true')
      await save()
      expect(await screen.findByText('保存成功')).toBeInTheDocument()
      expect((await wire.to('/AddRole')).map((r) => r.body)).toEqual([
        {
          code: '',
          roleName: '安全督导',
          sysRoleEnum: 5,
          roleAct: [{ actionId: 1 }, { actionId: 11 }],
        },
      ])
      await waitFor(() => expect(onClose).toHaveBeenCalled())
    },
    SLOW,
  )
})

describe('RoleDialog: editing', () => {
  it(
    'a role whose type is set keeps it: the select is locked and says why',
    async () => {
      const { dialog, typeBox } = await openDialog(rowOf('R03'))
      expect(typeBox()).toHaveClass('ant-select-disabled')
      await waitFor(() => expect(typeBox().textContent).toBe('企业管理员'))
      expect(dialog.getByText('角色类型设置后不能修改')).toBeInTheDocument()
    },
    SLOW,
  )

  it(
    'a role without a type (0) may get one',
    async () => {
      const { dialog, typeBox } = await openDialog(rowOf('R07'))
      expect(typeBox()).not.toHaveClass('ant-select-disabled')
      expect(dialog.queryByText('角色类型设置后不能修改')).toBeNull()
    },
    SLOW,
  )

  it(
    'checks what GetCurrentRoles holds and sends EidtRole with the row and the new roleAct',
    async () => {
      // 系统管理 > 用户管理 with two of its buttons, and 组织机构
      holds('R03', [3, 31, 311, 312, 34])
      const role = rowOf('R03')
      const { wire, onClose, user, dialog, toggle, checked, save } = await openDialog(role)
      expect((await wire.to('/GetCurrentRoles'))[0].query).toEqual({ RoleCode: 'R03' })
      expect(checked('新增用户')).toBe('true')
      expect(checked('系统用户编辑')).toBe('false')
      expect(checked('角色管理')).toBe('false')
      expect(checked('组织机构')).toBe('true')
      expect(checked('学习中心')).toBe('false')

      // a button off (its page stays granted), a page on (with its buttons)
      await toggle('新增用户')
      await toggle('角色管理')
      expect(checked('用户管理')).toBe('true')
      expect(checked('编辑角色')).toBe('true')
      const name = dialog.getByLabelText('角色名称')
      await user.clear(name)
      await user.type(name, '企业管理员（新）')
      await save()
      expect(await screen.findByText('保存成功')).toBeInTheDocument()
      const ids = [3, 31, 312, 32, 321, 322, 34]
      expect((await wire.to('/EidtRole')).map((r) => r.body)).toEqual([
        {
          ...role,
          roleName: '企业管理员（新）',
          sysRoleEnum: 3,
          roleAct: ids.map((actionId) => ({ actionId })),
        },
      ])
      await waitFor(() => expect(onClose).toHaveBeenCalled())
      // the administrator does not hold this role: their menus stay as they are
      expect(await wire.to('/GetUserMenuList')).toHaveLength(0)
    },
    SLOW,
  )

  it(
    'a refused save keeps the dialog open with what was typed',
    async () => {
      server.use(http.post('*/Api/SysConfig/sys_role/EidtRole', () => fail('角色名称已存在')))
      holds('R04', [1, 11, 13])
      const { onClose, user, dialog, toggle, checked, save } = await openDialog(rowOf('R04'))
      const name = dialog.getByLabelText('角色名称')
      await user.clear(name)
      await user.type(name, '讲师')
      await toggle('学习排行')
      await save()
      expect(await screen.findByText('角色名称已存在')).toBeInTheDocument()
      expect(onClose).not.toHaveBeenCalled()
      expect(name).toHaveValue('讲师')
      expect(checked('学习排行')).toBe('false')
    },
    SLOW,
  )
})
