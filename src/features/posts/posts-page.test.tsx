import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import {
  antd,
  confirmDialog,
  dialogTitled,
  renderWithProviders,
  rowOf as kitRowOf,
  setupUser,
} from '../../testing'
import { Component } from './posts-page'

// the router opens the page at the mock menu url /system/post; here it renders on its own
const PAGE = '/system/post'
const ORG = (code: string) => db.orgs.find((o) => o.orgCode === code)!

/** A post of the admin's company (C001) in two departments, held by nobody: deletable. */
function seedPost(postName = '临时岗位') {
  const id = Math.max(...db.posts.map((p) => p.id)) + 1
  const postCode = `C001-T${id}`
  db.posts.push({ id, postCode, postName, importance: 2, companyCode: 'C001' })
  for (const code of ['C001-03', 'C001-0302']) {
    const opId = Math.max(...db.orgPosts.map((op) => op.id)) + 1
    db.orgPosts.push({ id: opId, orgId: ORG(code).id, postCode })
  }
  return { id, postCode, postName }
}

function render(route = PAGE) {
  loginAs('admin')
  const wire = watchWire()
  const view = renderWithProviders(<Component />, { route })
  return { ...view, wire, user: setupUser() }
}

const table = () => screen.findByRole('table', { name: '岗位列表' })
const rowOf = (name: string) => kitRowOf('岗位列表', name)
const tree = () => screen.findByRole('tree', { name: '部门' })
const lastBody = async (wire: ReturnType<typeof watchWire>, suffix: string) =>
  (await wire.to(suffix)).at(-1)?.body
const toast = antd.findToast

describe('posts page: the list', () => {
  // the first test of the file loads the page's modules (antd's table and tree) cold
  it(
    'lists every post at first, then the posts of the department clicked (its OrgCode)',
    {
      timeout: 60_000,
    },
    async () => {
      const { wire, user, router } = render()
      await rowOf('平台管理员')
      expect(await lastBody(wire, '/GetPostListPage')).toEqual({
        KeyWord: '',
        OrgCode: '',
        pageIndex: 1,
        pageRows: 20,
      })
      await user.click(await within(await tree()).findByText('安全教研室'))
      await waitFor(async () =>
        expect(await lastBody(wire, '/GetPostListPage')).toMatchObject({ OrgCode: 'C001-0201' }),
      )
      await waitFor(() => expect(router.state.location.search).toBe('?org=C001-0201'))
      await rowOf('培训讲师')
      await waitFor(async () => expect(within(await table()).queryByText('平台管理员')).toBeNull())
    },
  )

  it('searches department or post names with KeyWord, 重置 keeps the department', async () => {
    const { wire, user, router } = render(`${PAGE}?org=C001-01`)
    await rowOf('平台管理员')
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '客服{Enter}')
    await waitFor(async () =>
      expect(await lastBody(wire, '/GetPostListPage')).toEqual({
        KeyWord: '客服',
        OrgCode: 'C001-01',
        pageIndex: 1,
        pageRows: 20,
      }),
    )
    await user.click(screen.getByRole('button', { name: /^重\s*置$/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?org=C001-01'))
  })
})

describe('posts page: row actions', () => {
  it('删除 asks 是否删除此岗位: 取消 shows 已取消, 确定 sends the row', async () => {
    const post = seedPost()
    const { wire, user } = render()
    const row = await rowOf(post.postName)
    await user.click(row.getByText(/^删\s*除$/))
    let confirm = await confirmDialog('是否删除此岗位')
    await user.click(confirm.getByText(/^取\s*消$/))
    expect(await toast('已取消')).toBeInTheDocument()
    expect(await wire.to('/DeletePost')).toHaveLength(0)

    await user.click((await rowOf(post.postName)).getByText(/^删\s*除$/))
    confirm = await confirmDialog('是否删除此岗位')
    await user.click(confirm.getByText(/^确\s*定$/))
    expect(await toast('删除成功!')).toBeInTheDocument()
    expect(await lastBody(wire, '/DeletePost')).toMatchObject({
      id: post.id,
      postCode: post.postCode,
      postName: post.postName,
    })
    await waitFor(async () => expect(within(await table()).queryByText(post.postName)).toBeNull())
  })

  it('移除 shows only with a department and asks 是否移除当前部门下此岗位', async () => {
    const post = seedPost()
    const all = render()
    expect((await rowOf(post.postName)).queryByText(/^移\s*除$/)).toBeNull()
    all.unmount()

    const { wire, user } = render(`${PAGE}?org=C001-0302`)
    await user.click((await rowOf(post.postName)).getByText(/^移\s*除$/))
    let confirm = await confirmDialog('是否移除当前部门下此岗位')
    await user.click(confirm.getByText(/^取\s*消$/))
    expect(await toast('已取消')).toBeInTheDocument()
    expect(await wire.to('/Removeorgpost')).toHaveLength(0)

    await user.click((await rowOf(post.postName)).getByText(/^移\s*除$/))
    confirm = await confirmDialog('是否移除当前部门下此岗位')
    await user.click(confirm.getByText(/^确\s*定$/))
    expect(await toast('移除成功!')).toBeInTheDocument()
    expect(await lastBody(wire, '/Removeorgpost')).toMatchObject({
      postCode: post.postCode,
      orgCode: 'C001-0302',
    })
    // gone from this department's list, still in the other department
    await waitFor(async () => expect(within(await table()).queryByText(post.postName)).toBeNull())
    expect(db.orgPosts.filter((op) => op.postCode === post.postCode)).toHaveLength(1)
  })

  it('更新部门 starts from the post departments and sends the last id of each chosen path', async () => {
    const post = seedPost()
    const { wire, user } = render()
    await user.click((await rowOf(post.postName)).getByText('更新部门'))
    const dialog = await dialogTitled('更新部门')
    const node = (name: string) =>
      within(dialog.getByRole('tree')).getByText(name).closest('[role="treeitem"]')
    await waitFor(() => expect(node('财务组')).toHaveAttribute('aria-checked', 'true'))
    expect(node('综合管理部')).toHaveAttribute('aria-checked', 'true')
    // let 综合管理部 go, keep its child 财务组, add 培训教研部 and its child 安全教研室
    await user.click(within(dialog.getByRole('tree')).getByText('综合管理部'))
    await user.click(within(dialog.getByRole('tree')).getByText('培训教研部'))
    await user.click(within(dialog.getByRole('tree')).getByText('安全教研室'))
    await user.click(dialog.getByRole('button', { name: /^保\s*存$/ }))
    expect(await toast('设置成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/SetOrgPostBySelectOrg')).toEqual({
      PostCode: post.postCode,
      OrgIds: [ORG('C001-0302').id, ORG('C001-02').id, ORG('C001-0201').id],
    })
  })

  it('编辑 opens the row in a copy; 新增 starts from importance 3', async () => {
    const post = seedPost()
    const { user } = render()
    await user.click((await rowOf(post.postName)).getByText(/^编\s*辑$/))
    const edit = await dialogTitled('编辑')
    expect(await edit.findByLabelText('岗位名称')).toHaveValue(post.postName)
    await user.click(edit.getByText(/^取\s*消$/))
    await user.click(screen.getByRole('button', { name: /^(plus)?新增$/ }))
    const add = await dialogTitled('新增')
    await waitFor(() => expect(add.getByLabelText('岗位名称')).toHaveValue(''))
    expect(
      add.getAllByRole('radio').filter((s) => s.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(3)
  })
})
