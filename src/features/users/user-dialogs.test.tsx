import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { userRow } from '../../../mocks/views'
import { antd, renderWithProviders, setupUser } from '../../testing'
import { UserCompanyDialog } from './user-company-dialog'
import { UserRoleDialog } from './user-role-dialog'

const learner = () => userRow(db.users.find((u) => u.userId === 'u-learner')!)
const ok = /确\s*定/
const shown = antd.selectShown
const option = antd.selectOption

function setup(dialog: 'roles' | 'company') {
  loginAs('admin')
  const wire = watchWire()
  const onClose = vi.fn()
  const user = setupUser()
  const row = learner()
  renderWithProviders(
    dialog === 'roles' ? (
      <UserRoleDialog open user={row} onClose={onClose} />
    ) : (
      <UserCompanyDialog open user={row} onClose={onClose} />
    ),
  )
  const title = dialog === 'roles' ? '配置角色' : '配置公司'
  const root = screen.getByRole('dialog', { name: title })
  return { wire, onClose, user, root, dialog: within(root) }
}

describe('UserRoleDialog', () => {
  it('preselects the user’s roles, sends SaveUserRole { UserId, RoleList } and says 设置成功', async () => {
    const { wire, onClose, user, dialog } = setup('roles')
    const roles = dialog.getByLabelText('角色')
    await waitFor(() => expect(shown(roles)).toBe('学员'))
    expect((await wire.to('/GetRoleListPage'))[0].body).toEqual({ PageIndex: 1, pageRows: 1000 })
    await user.click(roles)
    await user.click(await option('讲师'))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('设置成功')).toBeInTheDocument()
    expect((await wire.to('/SaveUserRole')).map((r) => r.body)).toEqual([
      { UserId: 'u-learner', RoleList: ['R04', 'R05'] },
    ])
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('a refusal keeps it open with the roles picked', async () => {
    server.use(http.post('*/SaveUserRole', () => fail('角色保存失败')))
    const { onClose, user, dialog } = setup('roles')
    const roles = dialog.getByLabelText('角色')
    await waitFor(() => expect(shown(roles)).toBe('学员'))
    await user.click(roles)
    await user.click(await option('讲师'))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('角色保存失败')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(shown(roles)).toBe('学员讲师')
  })
})

describe('UserRoleDialog on a row without the user’s roles', () => {
  it('says it could not read them and refuses to save (SaveUserRole would replace them all)', async () => {
    loginAs('admin')
    const wire = watchWire()
    const onClose = vi.fn()
    const user = setupUser()
    renderWithProviders(
      <UserRoleDialog open user={{ ...learner(), roleCode: undefined }} onClose={onClose} />,
    )
    const dialog = within(screen.getByRole('dialog', { name: '配置角色' }))
    const unread = '未能读取该用户现有的角色，无法保存（保存会替换其全部角色）'
    expect(dialog.getByText(unread)).toBeInTheDocument()
    expect(dialog.getByLabelText('角色')).toBeDisabled()
    await user.click(dialog.getByRole('button', { name: ok }))
    await waitFor(() => expect(screen.getAllByText(unread).length).toBeGreaterThan(1))
    expect(await wire.to('/SaveUserRole')).toEqual([])
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('UserCompanyDialog', () => {
  it('preselects the user’s company and sends GET SetUserCompany { Code, UserId }', async () => {
    const { wire, onClose, user, dialog } = setup('company')
    const company = dialog.getByLabelText('公司')
    await waitFor(() => expect(shown(company)).toBe('(C002)华东机械制造有限公司'))
    await user.click(company)
    await user.type(company, '南方')
    await user.click(await option('(C003)南方建设工程有限公司'))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('设置成功')).toBeInTheDocument()
    const sent = await wire.to('/SetUserCompany')
    expect(sent.map((r) => [r.method, r.query])).toEqual([
      ['GET', { Code: 'C003', UserId: 'u-learner' }],
    ])
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(db.users.find((u) => u.userId === 'u-learner')!.companyCode).toBe('C003')
  })

  it('says 请选择公司 when the company is cleared, and sends nothing', async () => {
    const { wire, onClose, user, dialog, root } = setup('company')
    const company = dialog.getByLabelText('公司')
    await waitFor(() => expect(shown(company)).toBe('(C002)华东机械制造有限公司'))
    await user.click(antd.selectClear(root)!)
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await dialog.findByText('请选择公司')).toBeInTheDocument()
    expect(shown(company)).toBe('输入公司名称或编码搜索')
    expect(await wire.to('/SetUserCompany')).toHaveLength(0)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('a refusal keeps it open', async () => {
    server.use(http.get('*/SetUserCompany', () => fail('公司设置失败')))
    const { onClose, user, dialog } = setup('company')
    const company = dialog.getByLabelText('公司')
    await waitFor(() => expect(shown(company)).toBe('(C002)华东机械制造有限公司'))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('公司设置失败')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(shown(company)).toBe('(C002)华东机械制造有限公司')
  })
})
