import type { MenuItem } from '../../src/api/types'

/** A user row of the mock db; login fields plus the session info GetUserInfo returns. */
export interface MockUser {
  userId: string
  accountCode: string
  password: string
  chnName: string
  mobile: string
  idCard: string
  sysRoles: number
  roleNameList: string[]
  comPanyName: string
  companyCode: string
  orgName: string
  postName: string
  headImage: string
  status: 0 | 1
}

const base = {
  idCard: '',
  headImage: '',
  status: 1 as const,
}

/** The documented mock accounts (README): the first five rows. */
export function seedAccounts(): MockUser[] {
  return [
    { ...base, userId: 'u-admin', accountCode: 'admin', password: 'Admin@123', chnName: '王建国', mobile: '13900000001', sysRoles: 1, roleNameList: ['平台管理员', 'admin'], comPanyName: '工伤预防培训中心', companyCode: 'C001', orgName: '平台运营部', postName: '平台管理员', idCard: '110101198001010011' },
    { ...base, userId: 'u-company', accountCode: 'company', password: 'Company@123', chnName: '李晓梅', mobile: '13900000002', sysRoles: 3, roleNameList: ['企业管理员'], comPanyName: '华东机械制造有限公司', companyCode: 'C002', orgName: '安全环保部', postName: '安全主管', idCard: '310101198502020022' },
    { ...base, userId: 'u-learner', accountCode: 'learner', password: 'Learner@123', chnName: '张伟', mobile: '13800138000', sysRoles: 4, roleNameList: ['学员'], comPanyName: '华东机械制造有限公司', companyCode: 'C002', orgName: '一车间', postName: '数控操作工', idCard: '320101199003030033' },
    { ...base, userId: 'u-twin-a', accountCode: 'twin', password: 'Twin@1234', chnName: '赵敏', mobile: '13900000004', sysRoles: 4, roleNameList: ['学员'], comPanyName: '华东机械制造有限公司', companyCode: 'C002', orgName: '二车间', postName: '焊工', idCard: '320101199104040044' },
    { ...base, userId: 'u-twin-b', accountCode: 'twin', password: 'Twin@1234', chnName: '赵敏', mobile: '13900000004', sysRoles: 3, roleNameList: ['企业管理员'], comPanyName: '南方建设工程有限公司', companyCode: 'C003', orgName: '质量安全部', postName: '安全员', idCard: '320101199104040044' },
  ]
}

const menu = (id: number, name: string, icon: string, sort: number, child: MenuItem[]): MenuItem => ({ id, parentId: 0, type: 0, name, icon, url: '', sort, isHidden: 0, status: 1, child })
const pageItem = (id: number, parentId: number, name: string, url: string, sort: number, icon = ''): MenuItem => ({ id, parentId, type: 1, name, url, icon, sort, isHidden: 0, status: 1, child: [] })

/** The full menu tree; each sysRoles value sees the groups listed in `menusFor`. */
export function seedMenus(): MenuItem[] {
  return [
    menu(1, '学习中心', 'read', 1, [
      pageItem(11, 1, '我的学习', '/study/index', 1, 'book'),
      pageItem(12, 1, '我的考试', '/exam/index', 2, 'form'),
      pageItem(13, 1, '学习排行', '/study/ranking', 3, 'trophy'),
      pageItem(14, 1, '规章制度', '/study/regulation', 4, 'file'),
    ]),
    menu(2, '培训管理', 'book', 2, [
      pageItem(21, 2, '培训资源', '/train/resource', 1, 'video'),
      pageItem(22, 2, '资源目录', '/train/resdir', 2, 'folder'),
      pageItem(23, 2, '资源审核', '/train/audit', 3, 'audit'),
    ]),
    menu(3, '系统管理', 'setting', 3, [
      pageItem(31, 3, '用户管理', '/system/user', 1, 'user'),
      pageItem(32, 3, '角色管理', '/system/role', 2, 'team'),
      pageItem(33, 3, '菜单权限', '/system/menu', 3, 'lock'),
      pageItem(34, 3, '组织机构', '/system/org', 4, 'apartment'),
      pageItem(35, 3, '岗位管理', '/system/post', 5, 'idcard'),
    ]),
    menu(4, '通知公告', 'notification', 4, [
      pageItem(41, 4, '通知管理', '/notice/index', 1, 'sound'),
      pageItem(42, 4, '消息管理', '/message/manage', 2, 'message'),
    ]),
  ]
}

const allActions = ['role.add', 'role.edit', 'User.AddUser', 'User.ComPanyEdit', 'User.ExportInUser', 'User.SysEdit', 'User.SetRoles', 'User.SetComPany']

/** Menu groups and action values a sysRoles value is granted. */
export function grantsFor(sysRoles: number): { menuIds: number[]; pageIds?: number[]; actions: string[] } {
  if (sysRoles === 1 || sysRoles === 2) return { menuIds: [1, 2, 3, 4], actions: allActions }
  if (sysRoles === 4) return { menuIds: [1], actions: [] }
  return { menuIds: [1, 2, 3], pageIds: [11, 12, 13, 14, 21, 31, 34, 35], actions: ['User.AddUser', 'User.ComPanyEdit', 'User.ExportInUser', 'User.SetRoles'] }
}
