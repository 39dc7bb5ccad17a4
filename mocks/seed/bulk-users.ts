import type { MockCompany, MockOrg, MockOrgPost } from '../model'
import { NO_DATE, type MockUser } from './accounts'

/** The localStorage key of the scale switch (mocks/README.md "Switches"). */
export const BULK_USERS_KEY = 'yd-mock-users'
/** The company that grows: 华东机械制造有限公司, the company administrator's. */
export const BULK_COMPANY = 'C002'

const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'
const given = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
]

/** A user of the scale switch (not persisted: rebuilt on load). */
export function isBulkUser(user: { userId: string }): boolean {
  return user.userId.startsWith('u-bulk-')
}

/** How many extra users the switch asks for (0 when it is off or not a positive number). */
export function bulkUsersWanted(): number {
  if (typeof localStorage === 'undefined') return 0
  try {
    const wanted = Math.floor(Number(localStorage.getItem(BULK_USERS_KEY) ?? 0))
    return Number.isFinite(wanted) && wanted > 0 ? Math.min(wanted, 50_000) : 0
  } catch {
    return 0
  }
}

/**
 * `count` more users in one company, spread over its staffed departments (deterministic, cheap:
 * 10,000 take a few milliseconds). They only exist for trying the user list at scale.
 */
export function bulkUsers(
  count: number,
  company: MockCompany,
  orgs: MockOrg[],
  orgPosts: MockOrgPost[],
  createTime: string,
): MockUser[] {
  const staffed = orgs.filter(
    (o) => o.companyCode === company.companyCode && orgPosts.some((op) => op.orgId === o.id),
  )
  return Array.from({ length: count }, (_, i) => {
    const org = staffed[i % staffed.length]
    const posts = orgPosts.filter((op) => op.orgId === org.id)
    const seq = String(i + 1).padStart(5, '0')
    const sex = (i % 3 === 0 ? 1 : 0) as 0 | 1
    return {
      userId: `u-bulk-${seq}`,
      accountCode: `bk${seq}`,
      password: 'Yd@123456',
      chnName: surnames[i % surnames.length] + given[(i * 7) % given.length] + (i % 10),
      mobile: `166${String(i + 1).padStart(8, '0')}`,
      idCard: `32010219${80 + (i % 20)}0101${String(i % 10000).padStart(4, '0')}`,
      sysRoles: 4,
      roleNameList: ['学员'],
      roleCode: ['R04'],
      comPanyName: company.companyName,
      companyCode: company.companyCode,
      orgName: org.orgName,
      orgCode: org.orgCode,
      postName: '',
      postCode: posts[i % posts.length]?.postCode ?? '',
      partTimePostCode: '',
      headImage: '',
      status: i % 9 === 0 ? 0 : 1,
      sex,
      qq: '',
      weChat: '',
      email: '',
      jobNum: `BK${seq}`,
      ssNo: '',
      ssAddr: '',
      ssState: '',
      validDate: NO_DATE,
      createTime,
    }
  })
}
