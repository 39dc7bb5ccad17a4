import contractFile from '../../src/api/contract.json'
import { assumedPaths } from '../../src/api/assumed-paths'
import { handlers } from './index'
import { call, tokenFor } from '../test-client'

interface Entry {
  path: string
  method: 'GET' | 'POST'
}

const contract = contractFile.endpoints as (Entry & { params: string })[]
const assumed: Entry[] = Object.values(assumedPaths).map((path) => ({ path, method: 'POST' }))
const registered = handlers.map((h) => {
  const info = h.info as { method: string; path: string }
  return `${info.method} ${String(info.path).replace(/^\*/, '')}`
})

const publicCalls: [string, unknown?][] = [
  ['/Api/SysConfig/sys_notice/GetIndexPageListNotice'],
  ['/Api/SysConfig/sys_notice/GetHomePageImageNotice'],
  ['/Api/SysConfig/sys_notice/GetIndexPageImageNotice'],
  ['/Api/Base_Manage/Base_News/GetTheData', { id: 1, isread: 1 }],
  [
    '/Api/Base_Manage/Base_News/GetLatestNewsDataList',
    { search: { typeid: 1 }, pageIndex: 1, pageRows: 10 },
  ],
  [
    assumedPaths.newsPage,
    {
      search: { typeid: 2, keyword: '' },
      pageIndex: 1,
      pageRows: 10,
      sortField: 'ReleaseTime',
      sortType: 'desc',
    },
  ],
  [assumedPaths.newsByType, { typeid: 1, limit: 6 }],
  [assumedPaths.linksByType, { linkType: 0 }],
  [assumedPaths.homeResDirs, {}],
  ['/Api/Train_Manage/Train_Res/IndexHotRes', { dCode: '', top: 10 }],
  ['/Api/Train_Manage/Train_Res/IndexRecommendRes', { cate: 1 }],
  ['/Api/Train_Manage/Train_ResDir/GetIndexResDirList', {}],
]

describe('mock handlers', () => {
  it('answer every documented call and every assumed path with the documented method', () => {
    expect(registered).toContain('GET /Api/User/user_user/OpenAndClose')
    const missing = [...contract, ...assumed].filter(
      (e) => !registered.includes(`${e.method} ${e.path}`),
    )
    expect(missing).toEqual([])
  })

  it.each(publicCalls)('serve the public site without a token: %s', async (path, body) => {
    const res = await call(path, {
      body,
      query: path.endsWith('GetIndexPageListNotice') ? { Type: 4, limit: 6 } : {},
    })
    expect(res.success).toBe(true)
    expect(res.data).toBeTruthy()
  })

  it('answer the 401 envelope on an authed call without a valid token', async () => {
    for (const token of [undefined, 'no-such-token']) {
      const res = await call('/Api/User/user_user/GetUserList', {
        body: { pageIndex: 1, pageSize: 20 },
        token,
      })
      expect(res).toMatchObject({ success: false, errorCode: 401 })
    }
    const ok = await call('/Api/User/user_user/GetUserList', {
      body: { pageIndex: 1, pageSize: 20 },
      token: tokenFor('u-admin'),
    })
    expect(ok.success).toBe(true)
  })

  it('answer bad input with the fail envelope and a Chinese message', async () => {
    const token = tokenFor('u-company')
    const res = await call('/Api/User/user_user/EditUserInfo', {
      body: { chnName: '', mobile: '13812345678', sex: 0, status: 1 },
      token,
    })
    expect(res).toMatchObject({ success: false, msg: '请输入姓名', data: null })
    expect(
      await call('/Api/User/user_user/EnableDisableJTUserData', {
        body: { ids: [], status: 0 },
        token,
      }),
    ).toMatchObject({ success: false, msg: '请选择用户' })
    const admin = tokenFor('u-admin')
    expect(
      await call('/Api/SysConfig/sys_role/AddRole', {
        body: { roleName: ' ', sysRoleEnum: 0, roleAct: [] },
        token: admin,
      }),
    ).toMatchObject({ success: false, msg: '请输入角色名称' })
  })

  it('match field names exactly: another casing is not the documented field', async () => {
    const token = tokenFor('u-company')
    expect(
      await call('/Api/User/user_user/EnableDisableJTUserData', {
        body: { IDS: ['u-learner'], Status: 0 },
        token,
      }),
    ).toMatchObject({ success: false, msg: '请选择用户' })
    expect(
      (
        await call('/Api/User/user_user/OpenAndClose', {
          method: 'GET',
          query: { userid: 'u-learner' },
          token,
        })
      ).success,
    ).toBe(false)
    // documented alternatives of the paging fields are accepted
    const roles = await call<{ models: unknown[] }>('/Api/SysConfig/sys_role/GetRoleListPage', {
      body: { PageIndex: 1, pageRows: 3 },
      token,
    })
    expect(roles.data.models).toHaveLength(3)
    const sized = await call<{ models: unknown[] }>('/Api/SysConfig/sys_role/GetRoleListPage', {
      body: { PageIndex: 1, pageSize: 2 },
      token,
    })
    expect(sized.data.models).toHaveLength(2)
    const ignored = await call<{ models: unknown[] }>('/Api/SysConfig/sys_role/GetRoleListPage', {
      body: { PageIndex: 1, PAGESIZE: 2 },
      token,
    })
    expect(ignored.data.models).toHaveLength(8)
  })
})

describe('every mock handler', () => {
  it.each([...contract, ...assumed.map((e) => ({ ...e, params: 'body' }))])(
    'answers an envelope without crashing: $method $path',
    async (entry) => {
      const url = new URL(entry.path, 'http://localhost')
      url.searchParams.set('probe', '1')
      const headers: Record<string, string> = { Authorization: `Bearer ${tokenFor('u-admin')}` }
      let body: BodyInit | undefined
      if (entry.params === 'form') {
        body = new FormData()
        body.append('file', new File(['x'], 'probe.xlsx'))
      } else if (entry.method === 'POST') {
        headers['Content-Type'] = 'application/json'
        body = '{}'
      }
      const response = await fetch(url, { method: entry.method, headers, body })
      expect(response.status).toBe(200)
      if (entry.path.endsWith('ExportUserList')) return
      const json = (await response.json()) as { success: boolean; msg: string }
      expect(typeof json.success).toBe('boolean')
      if (!json.success) expect(json.msg).toMatch(/[\u4e00-\u9fa5]/)
    },
  )
})
