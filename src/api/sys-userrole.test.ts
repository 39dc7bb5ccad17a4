import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { sysUserroleApi } from './sys-userrole'
import { userUserApi } from './user-user'
import { envelope, hits, recordRequests } from './test-recorder'

describe('sys_userrole', () => {
  it('SaveUserRole posts UserId and RoleList and refreshes the user list', async () => {
    const log = recordRequests(server, () => envelope({ models: [], totalCount: 0 }))
    const store = makeStore()
    const users = store.dispatch(
      userUserApi.endpoints.getUserList.initiate({ pageIndex: 1, pageSize: 20 }),
    )
    await users
    await store
      .dispatch(
        sysUserroleApi.endpoints.saveUserRole.initiate({ UserId: 'u1', RoleList: ['R1', 'R2'] }),
      )
      .unwrap()
    expect(log[1]).toMatchObject({
      pathname: '/Api/SysConfig/sys_userrole/SaveUserRole',
      body: { UserId: 'u1', RoleList: ['R1', 'R2'] },
    })
    await waitFor(() => expect(hits(log, '/Api/User/user_user/GetUserList')).toBe(2))
    users.unsubscribe()
  })
})
