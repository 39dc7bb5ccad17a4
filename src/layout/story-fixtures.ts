import type { SessionState } from '../lib/session-slice'
import type { TagsViewState } from './tags-view-slice'

// Preloaded state for the layout stories: a loaded admin session and a few open tabs.
export const adminSession: SessionState = {
  roles: ['平台管理员', 'admin'],
  info: {
    roleNameList: ['平台管理员', 'admin'],
    chnName: '王建国',
    sysRoles: 1,
    comPanyName: '工伤预防培训中心',
    orgName: '平台运营部',
    postName: '平台管理员',
  },
  actions: ['User.AddUser', 'User.ComPanyEdit'],
  menuRoutes: [
    {
      path: '/g-study',
      title: '学习中心',
      icon: 'read',
      hidden: false,
      children: [
        { path: '/study/index', title: '我的学习', icon: 'book', hidden: false, children: [] },
        { path: '/exam/index', title: '我的考试', icon: 'form', hidden: false, children: [] },
        { path: '/study/ranking', title: '学习排行', icon: 'trophy', hidden: false, children: [] },
      ],
    },
    {
      path: '/g-system',
      title: '系统管理',
      icon: 'setting',
      hidden: false,
      children: [
        { path: '/system/user', title: '用户管理', icon: 'user', hidden: false, children: [] },
        { path: '/system/role', title: '角色管理', icon: 'team', hidden: false, children: [] },
        { path: '/system/org', title: '组织机构', icon: 'apartment', hidden: false, children: [] },
      ],
    },
    {
      path: '/g-notice',
      title: '通知公告',
      icon: 'notification',
      hidden: false,
      children: [
        { path: '/notice/index', title: '通知管理', icon: 'sound', hidden: false, children: [] },
      ],
    },
  ],
}

export const learnerSession: SessionState = {
  roles: ['学员'],
  info: {
    roleNameList: ['学员'],
    chnName: '张伟',
    sysRoles: 4,
    comPanyName: '华东机械制造有限公司',
    orgName: '一车间',
    postName: '数控操作工',
  },
  actions: [],
  menuRoutes: adminSession.menuRoutes.slice(0, 1),
}

export const openTabs: TagsViewState = {
  visited: [
    { path: '/dashboard', fullPath: '/dashboard', title: '我的首页', affix: true },
    { path: '/system/user', fullPath: '/system/user', title: '用户管理' },
    { path: '/system/role', fullPath: '/system/role', title: '角色管理' },
    { path: '/study/index', fullPath: '/study/index?tab=2', title: '我的学习' },
  ],
}
