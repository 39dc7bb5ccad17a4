import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { userRow } from '../../../mocks/views'
import {
  antd,
  captureDownloads,
  confirmDialog,
  headerTexts,
  preloadRoutes,
  renderApp,
  rowOf as kitRowOf,
  setupUser,
} from '../../testing'

const U = '/Api/User/user_user'
const ADMIN_PAGE = '/permission/ydUser'
const COMPANY_PAGE = '/system/user'
// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes(ADMIN_PAGE, COMPANY_PAGE), 60_000)
const table = () => screen.findByRole('table', { name: '用户列表' })
const bodyRows = antd.tableRows
const rowOf = (name: string) => kitRowOf('用户列表', name)
const headers = async () => headerTexts(await table())
const toast = antd.findToast
const button = (name: RegExp | string) => screen.getByRole('button', { name })
/** A page number of the list's pager (a badge elsewhere may have the same title). */
const pager = async () => antd.pager((await table()).closest<HTMLElement>('.list-table')!)!
const pageItem = async (n: number) => within(await pager()).getByTitle(String(n))

describe('user management: loading rules', () => {
  it('a platform user (sysRoles 1) sees no list until a keyword, status or company is set', async () => {
    loginAs('admin')
    const wire = watchWire()
    const user = setupUser()
    renderApp(ADMIN_PAGE)
    expect(await screen.findByText('请先输入关键字、选择状态或公司，再点击查询')).toBeVisible()
    expect(screen.getByRole('combobox', { name: '公司' })).toBeInTheDocument()
    expect(await wire.to('/GetUserList')).toHaveLength(0)

    await user.type(screen.getByRole('textbox', { name: '关键字' }), '张伟')
    await user.click(button(/^查\s*询$/))
    const row = await rowOf('张伟')
    expect(row.getByText('13800138000')).toBeInTheDocument()
    expect((await wire.to('/GetUserList')).at(-1)?.body).toEqual({
      Key: '张伟',
      Status: '',
      RefCompanyCode: '',
      pageIndex: 1,
      pageSize: 20,
    })
  })

  it('a company administrator (sysRoles 3) gets the list at once, without the company filter', async () => {
    loginAs('company')
    renderApp(COMPANY_PAGE)
    await rowOf('张伟')
    expect(screen.queryByRole('combobox', { name: '公司' })).toBeNull()
    expect(screen.queryByText(/请先输入关键字/)).toBeNull()
    expect(await screen.findByText(/共 \d+ 条/)).toBeInTheDocument()
  })

  it('a learner opening the legacy route gets the 401 page', async () => {
    loginAs('learner')
    const { router } = renderApp(ADMIN_PAGE)
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
  })
})

describe('user management: the URL holds filters, page and size', () => {
  it('reads them from a shared link and writes paging back, and back returns', async () => {
    loginAs('company')
    const wire = watchWire()
    const user = setupUser()
    const { router } = renderApp(`${COMPANY_PAGE}?status=1&size=50`)
    await table()
    await waitFor(async () =>
      expect((await wire.to('/GetUserList')).at(-1)?.body).toMatchObject({
        Status: 1,
        pageIndex: 1,
        pageSize: 50,
      }),
    )
    expect(screen.getByTitle('启用')).toBeInTheDocument()

    await user.click(await pageItem(2))
    await waitFor(() => expect(router.state.location.search).toBe('?status=1&page=2&size=50'))
    await waitFor(async () =>
      expect((await wire.to('/GetUserList')).at(-1)?.body).toMatchObject({ pageIndex: 2 }),
    )

    await act(() => router.navigate(-1))
    await waitFor(() => expect(router.state.location.search).toBe('?status=1&size=50'))
    // page 1 again (from the cache: no new request needed)
    await waitFor(async () => expect(antd.currentPage(await pager())).toHaveAttribute('title', '1'))
  })
})

describe('user management: keys and the edit flag', () => {
  it('an administrator with every key has every button, the company and operations columns', async () => {
    loginAs('admin')
    const user = setupUser()
    renderApp(`${ADMIN_PAGE}?keyword=张伟`)
    const row = await rowOf('张伟')
    for (const name of [/新\s*增/, /删\s*除/, /批量启用/, /批量禁用/, /导\s*入/, /导\s*出/])
      expect(button(name)).toBeInTheDocument()
    expect(await headers()).toEqual(expect.arrayContaining(['公司', '操作']))
    await user.click(row.getByRole('button', { name: '更多' }))
    for (const item of ['重置密码', '编辑（系统用户）', '编辑（企业用户）', '配置角色', '配置公司'])
      expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument()
  })

  it('a company administrator lacks User.SysEdit and User.SetComPany: those items are hidden', async () => {
    loginAs('company')
    const user = setupUser()
    renderApp(COMPANY_PAGE)
    const row = await rowOf('张伟')
    await user.click(row.getByRole('button', { name: '更多' }))
    expect(await screen.findByRole('menuitem', { name: '配置角色' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: '编辑（企业用户）' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: '编辑（系统用户）' })).toBeNull()
    expect(screen.queryByRole('menuitem', { name: '配置公司' })).toBeNull()
  })

  it('without any user key: no 新增, 导入, 导出, batch buttons, company or operations column; the ID card stays masked', async () => {
    loginAs('company')
    server.use(http.post(`*/Api/SysConfig/sys_action/GetUserActionValue`, () => envelope([])))
    renderApp(COMPANY_PAGE)
    const row = await rowOf('张伟')
    expect(screen.queryByRole('toolbar', { name: '用户操作' })).toBeNull()
    expect(await headers()).not.toContain('公司')
    expect(await headers()).not.toContain('操作')
    expect(screen.queryByRole('checkbox', { name: /Select all/i })).toBeNull()
    const learner = db.users.find((u) => u.userId === 'u-learner')!
    const masked = '*'.repeat(learner.idCard.length - 4) + learner.idCard.slice(-4)
    expect(row.getByText(masked).tagName).toBe('SPAN')
  })

  it('with the edit flag the whole ID number is there for hover and focus', async () => {
    loginAs('company')
    renderApp(COMPANY_PAGE)
    const row = await rowOf('张伟')
    const learner = db.users.find((u) => u.userId === 'u-learner')!
    const masked = '*'.repeat(learner.idCard.length - 4) + learner.idCard.slice(-4)
    const cell = row.getByText(masked)
    // the CSS tooltip shows data-full; a screen reader hears the description on focus
    expect(cell.tagName).toBe('BUTTON')
    expect(cell).toHaveAttribute('data-full', learner.idCard)
    expect(cell).toHaveAccessibleDescription(`完整号码 ${learner.idCard}`)
  })
})

describe('user management: row actions ask first', () => {
  it('the toggle: 取消 shows 已取消 and sends nothing; 确定 sends OpenAndClose and says 操作成功', async () => {
    loginAs('company')
    const wire = watchWire()
    const user = setupUser()
    renderApp(COMPANY_PAGE)
    const row = await rowOf('张伟')
    await user.click(row.getByRole('switch', { name: '启用或禁用 张伟' }))
    const ask = await confirmDialog('确定要禁用用户“张伟”吗？')
    await user.click(ask.getByRole('button', { name: /取\s*消/ }))
    expect(await toast('已取消')).toBeInTheDocument()
    expect(await wire.to('/OpenAndClose')).toHaveLength(0)

    await user.click(row.getByRole('switch', { name: '启用或禁用 张伟' }))
    const again = await confirmDialog('确定要禁用用户“张伟”吗？')
    await user.click(again.getByRole('button', { name: /确\s*定/ }))
    expect(await toast('操作成功')).toBeInTheDocument()
    expect((await wire.to('/OpenAndClose'))[0].query.UserId).toBe('u-learner')
    await waitFor(async () => expect((await rowOf('张伟')).getByText('禁用')).toBeInTheDocument())
  })

  it('a refused toggle says 操作失败', async () => {
    loginAs('company')
    server.use(http.get(`*${U}/OpenAndClose`, () => fail('用户状态不可修改')))
    const user = setupUser()
    renderApp(COMPANY_PAGE)
    const row = await rowOf('张伟')
    await user.click(row.getByRole('switch', { name: '启用或禁用 张伟' }))
    const ask = await confirmDialog('确定要禁用用户“张伟”吗？')
    await user.click(ask.getByRole('button', { name: /确\s*定/ }))
    expect(await toast('操作失败')).toBeInTheDocument()
    expect(screen.queryByText('用户状态不可修改')).toBeNull()
  })

  it('reset password asks, sends SetPassword and says 重置成功', async () => {
    loginAs('company')
    const wire = watchWire()
    const user = setupUser()
    renderApp(COMPANY_PAGE)
    const row = await rowOf('张伟')
    await user.click(row.getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '重置密码' }))
    const ask = await confirmDialog('确定要重置用户“张伟”的密码吗？')
    await user.click(ask.getByRole('button', { name: /确\s*定/ }))
    expect(await toast('重置成功')).toBeInTheDocument()
    expect((await wire.to('/SetPassword'))[0].body).toEqual({ UserId: 'u-learner' })
  })
})

describe('user management: batch actions over rows selected on several pages', () => {
  it('keeps the selection across pages, disables all of them, then deletes with the spec confirm', async () => {
    loginAs('company')
    const wire = watchWire()
    const user = setupUser()
    renderApp(COMPANY_PAGE)
    await rowOf('张伟')
    const first = bodyRows(await table())[0]
    await user.click(within(first).getByRole('checkbox'))
    const firstName = within(first).getAllByRole('cell')[1].textContent
    await user.click(await pageItem(2))
    await waitFor(async () => expect(bodyRows(await table())[0]).not.toBe(first))
    const second = bodyRows(await table())[0]
    await user.click(within(second).getByRole('checkbox'))
    expect(await screen.findByText('已选择 2 项')).toBeInTheDocument()

    await user.click(button(/批量禁用（2）/))
    const ask = await confirmDialog('确定要禁用选中的 2 个用户吗？')
    await user.click(ask.getByRole('button', { name: /确\s*定/ }))
    expect(await toast('操作成功')).toBeInTheDocument()
    const sent = (await wire.to('/EnableDisableJTUserData'))[0].body as {
      ids: string[]
      status: number
    }
    expect(sent.status).toBe(0)
    expect(sent.ids).toHaveLength(2)
    expect(firstName).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(/已选择/)).toBeNull())

    await user.click(within(bodyRows(await table())[0]).getByRole('checkbox'))
    await user.click(button(/删除（1）/))
    const del = await confirmDialog('注：您确定要删除吗？该操作将无法恢复！')
    await user.click(del.getByRole('button', { name: /确\s*定/ }))
    expect(await toast('删除成功!')).toBeInTheDocument()
    expect(await wire.to('/DeleteJTUserData')).toHaveLength(1)
  })
})

describe('user management: export', () => {
  it('a platform user must pick a company first', async () => {
    loginAs('admin')
    const wire = watchWire()
    const user = setupUser()
    renderApp(`${ADMIN_PAGE}?keyword=张`)
    await table()
    await user.click(button(/导\s*出/))
    expect(await toast('请先选择要导出的学员用户数据所在的公司')).toBeInTheDocument()
    expect(await wire.to('/ExportUserList')).toHaveLength(0)
  })

  it('saves every matching user as an .xls named with a timestamp', async () => {
    loginAs('admin')
    const downloads = captureDownloads()
    const wire = watchWire()
    const user = setupUser()
    renderApp(`${ADMIN_PAGE}?company=C002&status=1`)
    await rowOf('张伟')
    await user.click(button(/导\s*出/))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0].name).toMatch(/^用户列表_\d{14}\.xls$/)
    expect((await wire.to('/ExportUserList'))[0].body).toMatchObject({
      RefCompanyCode: 'C002',
      Status: 1,
      pageIndex: 1,
    })
  })

  it('a JSON refusal in place of the file shows its msg and saves nothing', async () => {
    loginAs('company')
    const downloads = captureDownloads()
    server.use(http.post(`*${U}/ExportUserList`, () => fail('导出数据过多，请缩小范围')))
    const user = setupUser()
    renderApp(COMPANY_PAGE)
    await table()
    await user.click(button(/导\s*出/))
    expect(await toast('导出数据过多，请缩小范围')).toBeInTheDocument()
    expect(downloads).toHaveLength(0)
  })
})

describe('user management: a malformed or failed answer', () => {
  it('shows the list error with 重试, and the filters stay usable', async () => {
    loginAs('company')
    server.use(http.post(`*${U}/GetUserList`, () => envelope({ models: 'oops', totalCount: 1 })))
    renderApp(COMPANY_PAGE)
    expect(await screen.findByText('用户列表加载失败')).toBeInTheDocument()
    expect(button(/重\s*试/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '关键字' })).toBeEnabled()
  })
})

describe('user management: rows the answer left short', () => {
  it('a row without userId or status shows -, offers no action, and a batch with it is refused', async () => {
    loginAs('company')
    const wire = watchWire()
    // the company's first page, 张伟's row without its id and status
    const rows = db.users.filter((u) => u.companyCode === 'C002').map(userRow)
    const models = rows.slice(0, 20).map((row) => {
      if (row.userId !== 'u-learner') return row
      const { userId: _id, status: _status, ...rest } = row
      return rest
    })
    server.use(http.post(`*${U}/GetUserList`, () => envelope({ models, totalCount: rows.length })))
    const user = setupUser()
    renderApp(COMPANY_PAGE)
    const row = await rowOf('张伟')
    expect(row.queryByRole('switch')).toBeNull()
    expect(row.queryByText('更多')).toBeNull()
    expect(row.getByTitle('未能读取用户编号，无法操作')).toHaveTextContent('-')
    expect(row.getByTitle('未能读取该用户的状态')).toHaveTextContent('-')
    await user.click(row.getByRole('checkbox'))
    await user.click(button(/批量禁用（1）/))
    expect(await toast('选中的用户中有 1 个未能读取用户编号，无法操作')).toBeInTheDocument()
    expect(await wire.to('/EnableDisableJTUserData')).toHaveLength(0)
  })
})
