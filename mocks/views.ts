// Read models: how rows of the mock db look in answers (names resolved from codes, backend spelling).
import type { UserRow } from '../src/api/user-user'
import { db } from './db'
import type { MockOrg, MockRes } from './model'
import { RES_STATUS_NAME } from './model'
import type { MockUser } from './seed/accounts'

/** Platform level (sysRoles 1 and 2) sees every company; everybody else only their own. */
export function isPlatform(user: MockUser | undefined): boolean {
  return !!user && (user.sysRoles === 1 || user.sysRoles === 2)
}

export function companyOf(code: string) {
  return db.companies.find((c) => c.companyCode === code || c.companySysCode === code)
}

export function orgByCode(code: string): MockOrg | undefined {
  return code ? db.orgs.find((o) => o.orgCode === code) : undefined
}

export function postByCode(code: string) {
  return code ? db.posts.find((p) => p.postCode === code) : undefined
}

/** Org names from the root down, e.g. 生产制造部/一车间. */
export function orgPath(org: MockOrg | undefined): MockOrg[] {
  const path: MockOrg[] = []
  let node = org
  while (node) {
    path.unshift(node)
    const parentId = node.pId
    node = parentId ? db.orgs.find((o) => o.id === parentId) : undefined
  }
  return path
}

/** The row GetUserList answers. */
export function userRow(u: MockUser): UserRow & Record<string, unknown> {
  const company = companyOf(u.companyCode)
  const org = orgByCode(u.orgCode)
  const post = postByCode(u.postCode)
  const partTime = postByCode(u.partTimePostCode)
  return {
    userId: u.userId,
    chnName: u.chnName,
    companyName: company?.companyName ?? u.comPanyName,
    companySysCode: company?.companySysCode ?? '',
    companyCode: u.companyCode,
    orgCode: u.orgCode,
    orgCodeName: org?.orgName ?? u.orgName,
    postCode: u.postCode,
    postCodeName: post?.postName ?? u.postName,
    partTimePostCode: u.partTimePostCode,
    partTimePostCodeName: partTime?.postName ?? '',
    idCard: u.idCard,
    mobile: u.mobile,
    accountCode: u.accountCode,
    status: u.status,
    roleCode: u.roleCode,
    roleNameList: u.roleNameList,
    sysRoles: u.sysRoles,
    sex: u.sex,
    qq: u.qq,
    weChat: u.weChat,
    email: u.email,
    headImage: u.headImage,
    jobNum: u.jobNum,
    ssNo: u.ssNo,
    ssAddr: u.ssAddr,
    ssState: u.ssState,
    validDate: u.validDate,
    createTime: u.createTime,
  }
}

/** Session names follow later edits of orgs, posts and companies. */
export function sessionNames(u: MockUser) {
  return {
    comPanyName: companyOf(u.companyCode)?.companyName ?? u.comPanyName,
    orgName: orgByCode(u.orgCode)?.orgName ?? u.orgName,
    postName: postByCode(u.postCode)?.postName ?? u.postName,
  }
}

/** A resource as the lists answer it. */
export function resView(r: MockRes, user?: MockUser) {
  const dir = db.resDirs.find((d) => d.dCode === r.dCode)
  const record = user
    ? db.records.find((x) => x.userId === user.userId && x.resId === r.id)
    : undefined
  return {
    ...r,
    dName: dir?.dName ?? '',
    statusName: RES_STATUS_NAME[r.status] ?? '',
    isCollect: user
      ? db.favourites.some((f) => f.userId === user.userId && f.resId === r.id)
        ? 1
        : 0
      : 0,
    progress: record?.progress ?? 0,
  }
}

/** Learners and guests see published courses; private ones only inside their own company. */
export function visibleTo(r: MockRes, user?: MockUser): boolean {
  return (
    r.status === 2 &&
    (r.isPrivate === 0 || (!!user && (isPlatform(user) || user.companyCode === r.companyCode)))
  )
}

/** Administrators manage their company's courses; platform level all of them. */
export function managedBy(r: MockRes, user: MockUser): boolean {
  return isPlatform(user) || r.companyCode === user.companyCode
}

/** Published and public: what guests see. */
export function isPublic(r: MockRes): boolean {
  return r.status === 2 && r.isPrivate === 0
}

export function maskPhone(mobile: string): string {
  return mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')
}
