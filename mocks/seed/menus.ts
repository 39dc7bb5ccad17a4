import type { MenuItem, MockRole } from '../model'

const code = (id: number) => `ACT${String(id).padStart(4, '0')}`

const menu = (
  id: number,
  name: string,
  icon: string,
  sort: number,
  child: MenuItem[],
): MenuItem => ({
  id,
  parentId: 0,
  type: 0,
  name,
  icon,
  url: '',
  value: '',
  needAction: 0,
  sort,
  isHidden: 0,
  status: 1,
  code: code(id),
  child,
})
const pageItem = (
  id: number,
  parentId: number,
  name: string,
  url: string,
  sort: number,
  icon = '',
  child: MenuItem[] = [],
): MenuItem => ({
  id,
  parentId,
  type: 1,
  name,
  url,
  icon,
  value: '',
  needAction: 0,
  sort,
  isHidden: 0,
  status: 1,
  code: code(id),
  child,
})
const permission = (
  id: number,
  parentId: number,
  name: string,
  value: string,
  sort: number,
): MenuItem => ({
  id,
  parentId,
  type: 2,
  name,
  url: '',
  icon: '',
  value,
  needAction: 1,
  sort,
  isHidden: 1,
  status: 1,
  code: code(id),
  child: [],
})

/** The full menu and permission tree (type 0 menu, 1 page, 2 permission with its action value). */
export function seedMenus(): MenuItem[] {
  return [
    menu(1, '学习中心', 'read', 1, [
      pageItem(11, 1, '我的学习', '/study/index', 1, 'book'),
      pageItem(12, 1, '我的考试', '/exam/index', 2, 'form'),
      pageItem(13, 1, '学习排行', '/study/ranking', 3, 'trophy'),
      pageItem(14, 1, '规章制度', '/study/regulation', 4, 'file'),
      pageItem(15, 1, '课程中心', '/study/course', 5, 'skill'),
    ]),
    menu(2, '培训管理', 'book', 2, [
      pageItem(21, 2, '培训资源', '/train/resource', 1, 'video'),
      pageItem(22, 2, '资源目录', '/train/resdir', 2, 'folder'),
      pageItem(23, 2, '资源审核', '/train/audit', 3, 'audit'),
      pageItem(24, 2, '推荐课程', '/train/recommend', 4, 'star'),
      pageItem(25, 2, '资源查询', '/train/search', 5, 'list'),
    ]),
    menu(3, '系统管理', 'setting', 3, [
      pageItem(31, 3, '用户管理', '/system/user', 1, 'user', [
        permission(311, 31, '新增用户', 'User.AddUser', 1),
        permission(312, 31, '企业用户编辑', 'User.ComPanyEdit', 2),
        permission(313, 31, '导入用户', 'User.ExportInUser', 3),
        permission(314, 31, '系统用户编辑', 'User.SysEdit', 4),
        permission(315, 31, '配置角色', 'User.SetRoles', 5),
        permission(316, 31, '配置公司', 'User.SetComPany', 6),
      ]),
      pageItem(32, 3, '角色管理', '/system/role', 2, 'team', [
        permission(321, 32, '新增角色', 'role.add', 1),
        permission(322, 32, '编辑角色', 'role.edit', 2),
      ]),
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

/** Every id of a menu tree, depth first. */
export function allMenuIds(menus: MenuItem[]): number[] {
  return menus.flatMap((m) => [Number(m.id), ...allMenuIds(m.child ?? [])])
}

const companyAdminIds = [1, 11, 12, 13, 14, 15, 2, 21, 25, 3, 31, 311, 312, 313, 315, 34, 35]
const learnerIds = [1, 11, 12, 13, 14, 15]

/** Roles: the sysRoleEnum types 1-6 plus the demo roles admin and editor of the template. */
export function seedRoles(): MockRole[] {
  const all = allMenuIds(seedMenus())
  return [
    {
      id: 1,
      code: 'R01',
      roleName: '平台管理员',
      sysRoleEnum: 1,
      actionIds: all,
      remark: '平台级管理，可查看全部企业',
    },
    {
      id: 2,
      code: 'R02',
      roleName: '运营管理员',
      sysRoleEnum: 2,
      actionIds: all,
      remark: '平台运营，可查看全部企业',
    },
    {
      id: 3,
      code: 'R03',
      roleName: '企业管理员',
      sysRoleEnum: 3,
      actionIds: companyAdminIds,
      remark: '管理本企业的人员与培训',
    },
    {
      id: 4,
      code: 'R04',
      roleName: '学员',
      sysRoleEnum: 4,
      actionIds: learnerIds,
      remark: '参加培训与考试',
    },
    {
      id: 5,
      code: 'R05',
      roleName: '讲师',
      sysRoleEnum: 5,
      actionIds: [1, 11, 12, 13, 14, 15, 2, 21, 22, 25],
      remark: '上传与维护课程',
    },
    {
      id: 6,
      code: 'R06',
      roleName: '项目管理员',
      sysRoleEnum: 6,
      actionIds: companyAdminIds,
      remark: '管理培训项目',
    },
    {
      id: 7,
      code: 'R07',
      roleName: 'admin',
      sysRoleEnum: 0,
      actionIds: [],
      remark: '模板演示角色',
    },
    {
      id: 8,
      code: 'R08',
      roleName: 'editor',
      sysRoleEnum: 0,
      actionIds: [],
      remark: '模板演示角色',
    },
  ]
}

/** GetSysRoleEnum options. */
export const SYS_ROLE_ENUM = [
  { value: 0, name: '无' },
  { value: 1, name: '平台管理员' },
  { value: 2, name: '运营管理员' },
  { value: 3, name: '企业管理员' },
  { value: 4, name: '学员' },
  { value: 5, name: '讲师' },
  { value: 6, name: '项目管理员' },
]
