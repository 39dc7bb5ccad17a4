import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { userOrgApi } from './user-org'
import { envelope, hits, recordRequests } from './test-recorder'

const org = { id: 5, pId: -1, orgName: '安全环保部', orgCode: 'O5', order: 0, label: '安全环保部' }

describe('user_org', () => {
  it('GetOrgTree is a GET with ShowTop in the query string', async () => {
    const log = recordRequests(server, () => envelope([org]))
    const result = await makeStore().dispatch(
      userOrgApi.endpoints.getOrgTree.initiate({ ShowTop: 1 }),
    )
    expect(log[0]).toMatchObject({
      method: 'GET',
      pathname: '/Api/User/user_org/GetOrgTree',
      query: { ShowTop: '1' },
      body: undefined,
    })
    expect(result.data?.data).toEqual([org])
  })

  it('adding, editing and deleting an org send the record and refresh the tree', async () => {
    const log = recordRequests(server, (r) =>
      envelope(r.pathname.endsWith('GetOrgTree') ? [org] : null),
    )
    const store = makeStore()
    const tree = store.dispatch(userOrgApi.endpoints.getOrgTree.initiate({ date: 1 }))
    await tree
    await store
      .dispatch(userOrgApi.endpoints.addOrg.initiate({ pId: 5, orgName: '一车间', order: 0 }))
      .unwrap()
    await waitFor(() => expect(hits(log, '/Api/User/user_org/GetOrgTree')).toBe(2))
    await store
      .dispatch(
        userOrgApi.endpoints.editOrg.initiate({ id: 6, pId: 5, orgName: '一号车间', order: 1 }),
      )
      .unwrap()
    await waitFor(() => expect(hits(log, '/Api/User/user_org/GetOrgTree')).toBe(3))
    await store.dispatch(userOrgApi.endpoints.deleteOrg.initiate(org)).unwrap()
    await waitFor(() => expect(hits(log, '/Api/User/user_org/GetOrgTree')).toBe(4))
    const bodies = log
      .filter((r) => r.method === 'POST')
      .map((r) => [r.pathname.split('/').pop(), r.body])
    expect(bodies).toEqual([
      ['AddOrg', { pId: 5, orgName: '一车间', order: 0 }],
      ['EditOrg', { id: 6, pId: 5, orgName: '一号车间', order: 1 }],
      ['DeleteOrg', org],
    ])
    tree.unsubscribe()
  })
})
