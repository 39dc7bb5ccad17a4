import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { findNode } from '../../../mocks/menu-tree'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, watchWire } from '../../../mocks/test-harness'
import { antd, findDialog, renderWithProviders, setupUser, signedInStore } from '../../testing'
import { NO_CODE_NOTICE, UNREADABLE_NOTICE } from './role-save'
import { RoleDialog } from './role-dialog'
import type { RoleRow } from './role-query'
import { TYPE_UNKNOWN, TYPES_UNREADABLE } from './role-type-field'

// a busy machine renders antd slowly, the first test of a worker most (its styles)
const SLOW = 40000

/** A row of the role list, as GetRoleListPage gives it (whole: EidtRole sends it back). */
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

/** Sets the permissions a role holds in the mock (tests do not lean on the seed's). */
const holds = (code: string, ids: number[]) => {
  db.roles.find((x) => x.code === code)!.actionIds = ids
}

async function openDialog(role?: RoleRow, { tree = true } = {}) {
  const store = await signedInStore()
  const wire = watchWire()
  const onClose = vi.fn()
  const user = setupUser()
  renderWithProviders(<RoleDialog open role={role} onClose={onClose} />, { store })
  // by its title's place: the tree has entries named 新增角色 and 编辑角色 too
  const root = await findDialog(role ? '编辑角色' : '新增角色')
  const dialog = within(root)
  // the tree is in once its first menu shows (and, when editing, the role's permissions)
  if (tree) await dialog.findByText('学习中心', {}, { timeout: 15000 })
  const label = (name: string) =>
    within(root.querySelector<HTMLElement>('.role-tree')!).getByText(name)
  const checked = (name: string) =>
    label(name).closest<HTMLElement>('[role=treeitem]')!.getAttribute('aria-checked')
  // a click on a name checks it (the tree selects nothing)
  const toggle = (name: string) => user.click(label(name))
  const typeBox = () => dialog.getByLabelText('角色类型')
  const save = () => user.click(dialog.getByRole('button', { name: /^确\s*定$/ }))
  return { store, wire, onClose, user, dialog, toggle, checked, typeBox, save }
}

const option = antd.selectOption

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
      expect(typeBox()).toBeEnabled()
      await waitFor(() => expect(antd.selectShown(typeBox())).toBe('无'))
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
      expect(typeBox()).toBeDisabled()
      await waitFor(() => expect(antd.selectShown(typeBox())).toBe('企业管理员'))
      expect(dialog.getByText('角色类型设置后不能修改')).toBeInTheDocument()
    },
    SLOW,
  )

  it(
    'a role without a type (0) may get one',
    async () => {
      const { dialog, typeBox } = await openDialog(rowOf('R07'))
      expect(typeBox()).toBeEnabled()
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

const CURRENT = '*/Api/SysConfig/sys_role/GetCurrentRoles'

/**
 * GetCurrentRoles answers exactly the Role entity of the spec: roleName, sysRoleEnum and code, with
 * its permission actions as roleAct [{actionId}] (the list AddRole and EidtRole send) when
 * `withList`, and nothing else.
 */
const answerRoleEntity = (withList: boolean) =>
  server.use(
    http.get(CURRENT, ({ request }) => {
      const code = new URL(request.url).searchParams.get('RoleCode')
      const r = db.roles.find((x) => x.code === code)!
      const roleAct = r.actionIds.map((actionId) => ({ actionId }))
      return envelope({
        roleName: r.roleName,
        sysRoleEnum: r.sysRoleEnum,
        code: r.code,
        ...(withList ? { roleAct } : {}),
      })
    }),
  )

const heldBy = (code: string) => db.roles.find((x) => x.code === code)!.actionIds

describe('RoleDialog: a rename keeps the role’s permissions', () => {
  it(
    'sends back every permission held, those the tree does not show included',
    async () => {
      // 岗位管理 is invalid: the tree (Status 1) does not show it, the role still holds it
      findNode(35)!.status = 0
      holds('R03', [3, 31, 311, 34, 35])
      const { wire, user, dialog, checked, save } = await openDialog(rowOf('R03'))
      expect(checked('新增用户')).toBe('true')
      const name = dialog.getByLabelText('角色名称')
      await user.clear(name)
      await user.type(name, '企业管理员（改名）')
      await save()
      expect(await screen.findByText('保存成功')).toBeInTheDocument()
      const [sent] = await wire.to('/EidtRole')
      expect(sent.body).toMatchObject({
        code: 'R03',
        roleName: '企业管理员（改名）',
        roleAct: [3, 31, 311, 34, 35].map((actionId) => ({ actionId })),
      })
      expect(heldBy('R03')).toEqual([3, 31, 311, 34, 35])
    },
    SLOW,
  )
})

describe('RoleDialog on the documented answers only', () => {
  beforeEach(() => setDocumentedOnly(true))
  afterEach(() => setDocumentedOnly(undefined))

  it(
    'a role renamed keeps its permissions: the Role entity’s roleAct goes back whole',
    async () => {
      answerRoleEntity(true)
      holds('R03', [3, 31, 311, 312, 34])
      const { wire, user, dialog, checked, save } = await openDialog(rowOf('R03'))
      expect(checked('新增用户')).toBe('true')
      expect(checked('组织机构')).toBe('true')
      const name = dialog.getByLabelText('角色名称')
      await user.clear(name)
      await user.type(name, '企业管理员（新）')
      await save()
      expect(await screen.findByText('保存成功')).toBeInTheDocument()
      const [sent] = await wire.to('/EidtRole')
      expect(sent.body).toMatchObject({
        code: 'R03',
        roleName: '企业管理员（新）',
        sysRoleEnum: 3,
        roleAct: [3, 31, 311, 312, 34].map((actionId) => ({ actionId })),
      })
      expect(heldBy('R03')).toEqual([3, 31, 311, 312, 34])
      expect(db.roles.find((r) => r.code === 'R03')!.roleName).toBe('企业管理员（新）')
    },
    SLOW,
  )

  it(
    'without the permission list: says so in the tree’s place and refuses 确定, sending nothing',
    async () => {
      answerRoleEntity(false)
      holds('R03', [3, 31, 311, 34])
      const { wire, onClose, user, dialog, save } = await openDialog(rowOf('R03'), { tree: false })
      expect(await dialog.findByText(UNREADABLE_NOTICE)).toBeInTheDocument()
      expect(dialog.queryByRole('tree')).toBeNull()
      const name = dialog.getByLabelText('角色名称')
      await user.clear(name)
      await user.type(name, '企业管理员（新）')
      await save()
      expect(
        await screen.findByText(
          '未能读取该角色已有的权限，保存会清空该角色已有的权限，因此不能保存',
        ),
      ).toBeInTheDocument()
      expect(await wire.to('/EidtRole')).toHaveLength(0)
      expect(onClose).not.toHaveBeenCalled()
      expect(heldBy('R03')).toEqual([3, 31, 311, 34])
    },
    SLOW,
  )

  it(
    'without role type options: only 无 is offered, and a set type shows its number',
    async () => {
      answerRoleEntity(true)
      const { dialog, typeBox } = await openDialog(rowOf('R03'))
      await waitFor(() => expect(antd.selectShown(typeBox())).toBe('3'))
      expect(typeBox()).toBeDisabled()
      expect(dialog.getByText('角色类型设置后不能修改')).toBeInTheDocument()
    },
    SLOW,
  )

  it(
    'adding a role: the type select says its options could not be read',
    async () => {
      const { dialog, typeBox } = await openDialog()
      await waitFor(() => expect(antd.selectShown(typeBox())).toBe('无'))
      expect(await dialog.findByText(TYPES_UNREADABLE)).toBeInTheDocument()
    },
    SLOW,
  )
})

describe('RoleDialog: what it could not read, it does not send', () => {
  it(
    'a row without a code: the role’s permissions cannot be asked for, 确定 is refused',
    async () => {
      const row = { ...rowOf('R03'), code: undefined }
      const { wire, dialog, save } = await openDialog(row, { tree: false })
      expect(await dialog.findByText(NO_CODE_NOTICE)).toBeInTheDocument()
      await save()
      expect(
        await screen.findByText(
          '该角色没有编码，无法读取它已有的权限，保存会清空该角色已有的权限，因此不能保存',
        ),
      ).toBeInTheDocument()
      expect(await wire.to('/GetCurrentRoles')).toHaveLength(0)
      expect(await wire.to('/EidtRole')).toHaveLength(0)
    },
    SLOW,
  )

  it(
    'a failed GetCurrentRoles: 角色权限加载失败 with 重试, and 确定 says why it does not save',
    async () => {
      server.use(http.get(CURRENT, () => fail('服务器繁忙')))
      const { wire, dialog, save } = await openDialog(rowOf('R03'), { tree: false })
      expect(await dialog.findByText('角色权限加载失败')).toBeInTheDocument()
      await save()
      expect(
        await screen.findByText(
          '该角色已有的权限未能加载，保存会清空该角色已有的权限，请重试加载后再保存',
        ),
      ).toBeInTheDocument()
      expect(await wire.to('/EidtRole')).toHaveLength(0)
    },
    SLOW,
  )

  it(
    'a row without its type: the select is locked and says so; the save leaves the type out',
    async () => {
      holds('R07', [1, 11])
      const row = { ...rowOf('R07'), sysRoleEnum: undefined }
      const { wire, dialog, typeBox, save } = await openDialog(row)
      expect(typeBox()).toBeDisabled()
      expect(dialog.getByText(TYPE_UNKNOWN)).toBeInTheDocument()
      await save()
      expect(await screen.findByText('保存成功')).toBeInTheDocument()
      const [sent] = await wire.to('/EidtRole')
      expect(sent.body).not.toHaveProperty('sysRoleEnum')
      expect(sent.body).toMatchObject({ code: 'R07', roleAct: [{ actionId: 1 }, { actionId: 11 }] })
    },
    SLOW,
  )
})
