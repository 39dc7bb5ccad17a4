import type { PageData } from '../../src/api/types'
import type { OrgNode } from '../../src/api/user-org'
import type { OrgPost } from '../../src/api/user-orgpost'
import type { Post } from '../../src/api/user-post'
import { call, tokenFor } from '../test-harness'

const ORG = '/Api/User/user_org'
const POST = '/Api/User/user_post'

function find(nodes: OrgNode[], name: string): OrgNode | undefined {
  for (const n of nodes) {
    if (n.orgName === name) return n
    const hit = find(n.children ?? [], name)
    if (hit) return hit
  }
  return undefined
}

async function tree(token: string) {
  return (
    await call<OrgNode[]>(`${ORG}/GetOrgTree`, { method: 'GET', query: { ShowTop: 1 }, token })
  ).data
}

describe('organisation and post mocks', () => {
  it('adds, edits and deletes departments, refusing one with children or people', async () => {
    const token = tokenFor('company')
    const parent = find(await tree(token), '人力资源部')!
    expect(
      await call(`${ORG}/AddOrg`, { body: { pId: parent.id, orgName: '', order: 0 }, token }),
    ).toMatchObject({ success: false, msg: '请输入部门' })
    await call(`${ORG}/AddOrg`, { body: { pId: parent.id, orgName: '招聘科', order: 2 }, token })
    const added = find(await tree(token), '招聘科')!
    expect(added.pId).toBe(parent.id)
    await call(`${ORG}/EditOrg`, {
      body: { ...added, orgName: '招聘与配置科', pId: -1, order: 9 },
      token,
    })
    const moved = find(await tree(token), '招聘与配置科')!
    expect(moved.pId).toBe(0)
    expect(
      await call(`${ORG}/DeleteOrg`, { body: find(await tree(token), '生产制造部'), token }),
    ).toMatchObject({ success: false, msg: '该部门下存在子部门或人员，无法删除' })
    expect(
      await call(`${ORG}/DeleteOrg`, { body: find(await tree(token), '一车间'), token }),
    ).toMatchObject({ success: false, msg: '该部门下存在子部门或人员，无法删除' })
    expect((await call(`${ORG}/DeleteOrg`, { body: moved, token })).success).toBe(true)
    expect(find(await tree(token), '招聘与配置科')).toBeUndefined()
  })

  it('saves and deletes posts; another company cannot detach one', async () => {
    const token = tokenFor('company')
    const list = async (body: Record<string, unknown>) =>
      (
        await call<PageData<Post>>(`${POST}/GetPostListPage`, {
          body: { pageIndex: 1, pageRows: 100, ...body },
          token,
        })
      ).data
    expect(
      await call(`${POST}/SavePost`, { body: { postName: '', importance: 3 }, token }),
    ).toMatchObject({ success: false, msg: '请输入岗位' })
    await call(`${POST}/SavePost`, { body: { postName: '质量检验员', importance: 2 }, token })
    const created = (await list({ KeyWord: '质量检验员' })).models[0]
    expect(created).toMatchObject({ postName: '质量检验员', importance: 2 })
    await call(`${POST}/SavePost`, { body: { ...created, importance: 1 }, token })
    expect((await list({ KeyWord: '质量检验员' })).models[0].importance).toBe(1)

    // another company's administrator cannot detach a post from this company's department
    const [root] = await tree(token)
    const team = find([root], '装配班')!.orgCode!
    const linked = (
      await call<PageData<OrgPost>>('/Api/User/user_orgpost/GetOrgPostListPage', {
        body: { OrgCode: team, pageIndex: 1, pageRows: 20 },
        token,
      })
    ).data.models[0]
    expect(
      await call('/Api/User/user_orgpost/Removeorgpost', {
        body: linked,
        token: tokenFor('u-twin-b'),
      }),
    ).toMatchObject({ success: false, msg: '该岗位未关联到此部门' })
    expect((await list({ OrgCode: team })).models.map((p) => p.postName)).toContain(linked.postName)

    expect(
      await call(`${POST}/DeletePost`, {
        body: (await list({ KeyWord: '数控操作工' })).models[0],
        token,
      }),
    ).toMatchObject({ success: false })
    await call(`${POST}/DeletePost`, { body: created, token })
    expect((await list({ KeyWord: '质量检验员' })).totalCount).toBe(0)
  })
})
