import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { envelope, watchWire, type Role } from '../../../mocks/test-harness'
import {
  antd,
  findDialog,
  headerTexts,
  renderWithProviders,
  setupUser,
  signedInStore,
} from '../../testing'
import { Component as RolesPage } from './roles-page'

// a busy machine renders antd slowly, the first test of a worker most (its styles)
const SLOW = 40000

const ACTION_VALUES = '*/Api/SysConfig/sys_action/GetUserActionValue'

/** The page as the router opens it (page id 'roles', default url /system/role), signed in as `who`. */
async function renderPage(who: Role, route = '/system/role') {
  const store = await signedInStore(who)
  const wire = watchWire()
  const view = renderWithProviders(<RolesPage />, { store, route })
  return { ...view, wire }
}

const table = () => screen.findByRole('table', { name: '角色列表' })
const headers = async () => headerTexts(await table())
/** The row whose first cell is `name` (a role's name and its type's name may be the same). */
const rowOf = async (name: string) => {
  const t = await table()
  await within(t).findAllByText(name)
  return within(antd.tableRows(t).find((r) => r.querySelector('td')?.textContent === name)!)
}
const addButton = () => screen.queryByText(/^新\s*增$/)

describe('role management: the list', () => {
  it(
    'shows each role with its type and remark, paged by the URL',
    async () => {
      const { wire } = await renderPage('admin', '/system/role?size=50')
      const admin = await rowOf('admin')
      expect(admin.getByText('无')).toBeInTheDocument()
      expect(admin.getByText('模板演示角色')).toBeInTheDocument()
      const company = await rowOf('企业管理员')
      expect(company.getAllByText('企业管理员')).toHaveLength(2)
      expect(await headers()).toEqual(['角色名称', '角色类型', '备注', '操作'])
      expect((await wire.to('/GetRoleListPage')).at(-1)?.body).toEqual({
        PageIndex: 1,
        pageSize: 50,
      })
      expect(addButton()).not.toBeNull()
    },
    SLOW,
  )

  it(
    'without role.add and role.edit (the company administrator): no 新增, no 编辑',
    async () => {
      await renderPage('company')
      await rowOf('学员')
      expect(addButton()).toBeNull()
      expect(screen.queryByText(/^编\s*辑$/)).toBeNull()
      expect(await headers()).toEqual(['角色名称', '角色类型', '备注'])
    },
    SLOW,
  )

  it(
    'role.add alone shows 新增 only; role.edit alone shows 编辑 only',
    async () => {
      server.use(http.post(ACTION_VALUES, () => envelope(['role.add'])))
      const first = await renderPage('admin')
      await rowOf('学员')
      expect(addButton()).not.toBeNull()
      expect(screen.queryByText(/^编\s*辑$/)).toBeNull()
      first.unmount()

      server.use(http.post(ACTION_VALUES, () => envelope(['role.edit'])))
      await renderPage('admin')
      const learner = await rowOf('学员')
      expect(learner.getByText(/^编\s*辑$/)).toBeInTheDocument()
      expect(addButton()).toBeNull()
    },
    SLOW,
  )
})

describe('role management: saving a role the user holds', () => {
  it(
    'reloads the menus and action values at once: 新增 goes when role.add is taken away',
    async () => {
      const user = setupUser()
      const { wire, store } = await renderPage('admin')
      const platform = await rowOf('平台管理员')
      await user.click(platform.getByRole('button', { name: /^编\s*辑$/ }))
      // the dialog loads on first use; its tree has an entry named 编辑角色 too
      const modal = await findDialog('编辑角色', { timeout: 20000 })
      const dialog = within(modal)
      await dialog.findByText('新增角色', {}, { timeout: 15000 })
      expect(await wire.to('/GetUserMenuList')).toHaveLength(0)

      await user.click(dialog.getByText('新增角色'))
      await user.click(dialog.getByRole('button', { name: /^确\s*定$/ }))
      expect(await screen.findByText('保存成功')).toBeInTheDocument()
      await waitFor(async () => expect(await wire.to('/GetUserMenuList')).toHaveLength(1))
      expect(await wire.to('/GetUserActionValue')).toHaveLength(1)
      await waitFor(() => expect(addButton()).toBeNull())
      expect(store.getState().session.actions).toContain('role.edit')
      expect(store.getState().session.actions).not.toContain('role.add')
    },
    SLOW,
  )
})

describe('role management on the documented answers only', () => {
  beforeEach(() => setDocumentedOnly(true))
  afterEach(() => setDocumentedOnly(undefined))

  it(
    'lists the roles without the 备注 column, a type without its name by its number',
    async () => {
      await renderPage('admin')
      const company = await rowOf('企业管理员')
      // GetSysRoleEnum's options are not documented: no names, the number shows
      expect(company.getByText('3')).toBeInTheDocument()
      expect((await rowOf('admin')).getByText('无')).toBeInTheDocument()
      expect(await headers()).toEqual(['角色名称', '角色类型', '操作'])
    },
    SLOW,
  )
})
