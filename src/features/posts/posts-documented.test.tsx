import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, rowOf as kitRowOf, setupUser } from '../../testing'
import { Component } from './posts-page'

// 岗位管理 against a backend that answers exactly the documented fields: post rows without their
// id (SavePost edits by it), and an organisation tree without the departments under the top
// level (GetOrgTree documents no children).

beforeEach(() => setDocumentedOnly(true))
afterEach(() => setDocumentedOnly(undefined))

const ORG = (code: string) => db.orgs.find((o) => o.orgCode === code)!

/** A post of the admin's company in a top-level department and one below it. */
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

const rowOf = (name: string) => kitRowOf('岗位列表', name)

describe('posts page on the documented answers only', () => {
  it('编辑 without the post id is refused and sends nothing; 更新部门 refuses to drop departments it could not show', async () => {
    const post = seedPost()
    loginAs('admin')
    const wire = watchWire()
    const user = setupUser()
    renderWithProviders(<Component />, { route: '/system/post' })
    const row = await rowOf(post.postName)

    await user.click(row.getByText(/^编\s*辑$/))
    expect(
      await screen.findByText('未能读取岗位编号，无法编辑（保存会新增一个岗位）'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()

    // 财务组 sits below the top level: the documented tree does not hold it
    await user.click(row.getByText('更新部门'))
    const missing = '已选的部门中有 1 个未能在组织机构中找到，无法保存（保存会移除它们）'
    const alert = await screen.findByText(missing)
    const dialog = within(alert.closest<HTMLElement>('[role="dialog"]')!)
    await waitFor(() =>
      expect(
        within(dialog.getByRole('tree')).getByText('综合管理部').closest('[role="treeitem"]'),
      ).toHaveAttribute('aria-checked', 'true'),
    )
    await user.click(dialog.getByRole('button', { name: /^保\s*存$/ }))
    await waitFor(() => expect(screen.getAllByText(missing).length).toBeGreaterThan(1))
    expect(await wire.to('/SavePost')).toEqual([])
    expect(await wire.to('/SetOrgPostBySelectOrg')).toEqual([])
    expect(db.orgPosts.filter((op) => op.postCode === post.postCode)).toHaveLength(2)
  })
})
