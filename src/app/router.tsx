import type { RouteObject } from 'react-router'
import { createBouncer, type Bouncer } from './bounce'
import { createGuard } from './guard'
import { requireMenuUrl, requireRoles } from './route-checks'
import { createSessionGate } from './session-gate'
import type { AppStore } from './store'
import type { RouteHandle } from '../lib/route-handle'
import { RootLayout } from './root-layout'
import { RouteError } from './routes/route-error'
import { AppLoading } from './routes/app-loading'
import { SHELL_ROUTE_ID } from '../layout/track-visited-views'

type Lazy = RouteObject['lazy']

const page = (title: string, extra: Partial<RouteHandle> = {}): { handle: RouteHandle } => ({
  handle: { title, ...extra },
})
const placeholder: Lazy = () => import('./routes/placeholder-page')

/**
 * The route table; `store` feeds the guard so tests can give each router a fresh store, and
 * `bouncer` (followed by the router built from these routes) shapes the loaders' redirects.
 */
export function createRoutes(store: AppStore, bouncer: Bouncer = createBouncer()): RouteObject[] {
  const gate = createSessionGate(store)
  const { bounce } = bouncer
  // A role-gated route: handle.roles for the menu and breadcrumb, a loader that enforces them.
  const gated = (title: string, roles: string[], extra: Partial<RouteHandle> = {}) => ({
    ...page(title, { roles, ...extra }),
    loader: requireRoles(store, gate, bouncer, roles),
    shouldRevalidate: () => true,
  })
  return [
    {
      id: 'root',
      path: '/',
      loader: createGuard(store, gate, bouncer),
      shouldRevalidate: () => true,
      element: <RootLayout />,
      hydrateFallbackElement: <AppLoading />,
      errorElement: <RouteError />,
      children: [
        { index: true, loader: () => bounce('/home') },
        { path: 'home', ...page('首页'), lazy: () => import('../features/home/home-page') },
        { path: 'login', ...page('用户登录'), lazy: () => import('../features/auth/login-page') },
        {
          path: 'register',
          ...page('用户注册'),
          lazy: () => import('../features/auth/register-page'),
        },
        {
          path: 'auth-redirect',
          ...page('授权跳转'),
          lazy: () => import('../features/auth/auth-redirect-page'),
        },
        {
          path: 'company',
          ...page('合作单位'),
          lazy: () => import('../features/home/company-page'),
        },
        {
          path: 'viewnoticeitem',
          ...page('通知公告'),
          lazy: () => import('../features/home/notice-item-page'),
        },
        {
          path: 'newsitem',
          ...page('新闻详情'),
          lazy: () => import('../features/home/news-item-page'),
        },
        {
          path: 'newslist',
          ...page('新闻列表'),
          lazy: () => import('../features/home/news-list-page'),
        },
        {
          path: 'firstclassindex',
          ...page('第一课堂'),
          lazy: () => import('../features/home/first-class-page'),
        },
        { path: '404', ...page('404'), lazy: () => import('../features/errors/not-found-page') },
        { path: '401', ...page('401'), lazy: () => import('../features/errors/unauthorized-page') },
        { path: '502', ...page('502'), lazy: () => import('../features/errors/bad-gateway-page') },
        {
          path: 'redirect/*',
          // replace: the refresh trick and old links must not leave a bouncing entry behind
          loader: ({ params, request }) =>
            bounce('/' + (params['*'] ?? '') + new URL(request.url).search),
        },
        {
          id: SHELL_ROUTE_ID,
          lazy: () => import('../layout/app-layout'),
          children: [
            {
              path: 'dashboard',
              ...page('我的首页', { icon: 'dashboard', affix: true }),
              lazy: () => import('../features/dashboard/dashboard-page'),
            },
            {
              path: 'profile/index',
              ...page('个人中心', { icon: 'user', hidden: true }),
              lazy: placeholder,
            },
            {
              path: 'ydmessage/index',
              ...page('消息中心', { icon: 'message', hidden: true }),
              lazy: placeholder,
            },
            { path: 'ydnotice/showview', ...page('通知详情', { hidden: true }), lazy: placeholder },
            { path: 'ysUserExam/exam', ...page('在线考试', { hidden: true }), lazy: placeholder },
            {
              path: 'ysUserExam/examview',
              ...page('考试结果', { hidden: true }),
              lazy: placeholder,
            },
            { path: 'trainres/study', ...page('课程学习', { hidden: true }), lazy: placeholder },
            {
              path: 'permission',
              ...gated('权限测试页', ['admin', 'editor'], { icon: 'lock' }),
              children: [
                { index: true, loader: () => bounce('/permission/page') },
                { path: 'page', ...page('页面权限'), lazy: placeholder },
                { path: 'directive', ...page('指令权限'), lazy: placeholder },
                { path: 'role', ...gated('角色权限', ['admin']), lazy: placeholder },
                { path: 'pageCtrl', ...page('权限管理'), lazy: placeholder },
                { path: 'ydUser', ...page('用户管理'), lazy: placeholder },
              ],
            },
            {
              path: '*',
              loader: requireMenuUrl(store, gate, bouncer),
              shouldRevalidate: () => true,
              lazy: () => import('./routes/menu-page'),
            },
          ],
        },
      ],
    },
  ]
}
