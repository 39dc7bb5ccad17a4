import type { RouteObject } from 'react-router'
import { createBouncer, type Bouncer } from './bounce'
import { createGuard } from './guard'
import { requireMenuUrl, requireRoles } from './route-checks'
import { createSessionGate } from './session-gate'
import { pageById } from './pages'
import { shellConfigOf } from './shell-routes'
import type { AppStore } from './store'
import { paths } from '../lib/paths'
import { forwardTarget } from '../lib/safe-redirect'
import type { RouteHandle } from '../lib/route-handle'
import { dashboardLoader } from '../features/dashboard/route-loader'
import { publicPageLoader } from '../features/home/route-loader'
import { studyLoader } from '../features/study/route-loader'
import { examViewLoader } from '../features/exam-result/route-loader'
import { messagesLoader } from '../features/messages/route-loader'
import { RootLayout } from './root-layout'
import { LazyRouteError, NoFallback } from './routes/route-fallbacks'

type Lazy = RouteObject['lazy']

const page = (
  title: RouteHandle['title'],
  extra: Partial<RouteHandle> = {},
): { handle: RouteHandle } => ({ handle: { title, ...extra } })
const registered = (id: string): Lazy => pageById(id).load
// A route that only redirects renders nothing (an explicit null keeps the router from warning).
const redirectOnly = { element: null }

/**
 * The route table, the one place that knows which routes exist and what their handles say; the
 * shell gets its sidebar entries and pinned tabs from it. `store` feeds the guard so tests can
 * give each router a fresh store, and `bouncer` (followed by the router built from these routes)
 * shapes the loaders' redirects. A page whose calls start with its code (not after it has arrived
 * and rendered) has a loader outside its lazy module, next to its feature (route-loader.ts): it
 * imports the calls on demand, so the entry holds none of them.
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

  const shellPages: RouteObject[] = [
    {
      path: paths.dashboard,
      ...page('我的首页', { icon: 'dashboard', affix: true }),
      loader: dashboardLoader(store, gate),
      lazy: () => import('../features/dashboard/dashboard-page'),
    },
    {
      path: paths.profile,
      ...page('个人中心', { icon: 'user', hidden: true }),
      lazy: () => import('../features/account/profile-page'),
    },
    {
      path: paths.messages,
      ...page('消息中心', { icon: 'message', hidden: true }),
      loader: messagesLoader(store),
      lazy: () => import('../features/messages/message-centre-page'),
    },
    {
      path: paths.noticeView,
      ...page('通知详情', { hidden: true }),
      lazy: () => import('../features/home/notice-view-page'),
    },
    {
      path: paths.exam,
      ...page('在线考试', { hidden: true }),
      lazy: () => import('../features/exam/exam-page'),
    },
    {
      path: paths.examView,
      ...page('考试结果', { hidden: true }),
      loader: examViewLoader(store),
      lazy: () => import('../features/exam-result/examview-page'),
    },
    {
      path: paths.study,
      ...page('课程学习', { hidden: true }),
      loader: studyLoader(store),
      lazy: () => import('../features/study/study-page'),
    },
    {
      path: paths.resourceEdit,
      ...page('资源编辑', { hidden: true }),
      lazy: () => import('../features/resource-editor/resource-editor-page'),
    },
    {
      // The template's permission routes (behaviour B2.8): reachable, but not listed among the
      // product menus; the server menu lists the product pages it wants shown.
      path: paths.permission,
      ...gated('权限测试页', ['admin', 'editor'], { icon: 'lock', hidden: true }),
      children: [
        { index: true, loader: () => bounce(paths.permissionPage), ...redirectOnly },
        {
          path: paths.permissionPage,
          ...page('页面权限'),
          lazy: () => import('../features/permission-demo/permission-page-page'),
        },
        {
          path: paths.permissionDirective,
          ...page('指令权限'),
          lazy: () => import('../features/permission-demo/directive-page'),
        },
        {
          path: paths.permissionRole,
          ...gated('角色权限', ['admin']),
          lazy: () => import('../features/permission-demo/role-page'),
        },
        { path: paths.permissionPageCtrl, ...page('权限管理'), lazy: registered('menus') },
        { path: paths.permissionUser, ...page('用户管理'), lazy: registered('users') },
      ],
    },
  ]
  const shellConfig = shellConfigOf(shellPages)

  return [
    {
      id: 'root',
      path: paths.root,
      loader: createGuard(store, gate, bouncer),
      shouldRevalidate: () => true,
      element: <RootLayout />,
      HydrateFallback: NoFallback,
      errorElement: <LazyRouteError />,
      children: [
        { index: true, loader: () => bounce(paths.home), ...redirectOnly },
        {
          path: paths.home,
          ...page('首页'),
          loader: publicPageLoader(store, 'home'),
          lazy: () => import('../features/home/home-page'),
        },
        {
          path: paths.login,
          ...page('用户登录'),
          lazy: () => import('../features/account/login-page'),
        },
        {
          path: paths.register,
          ...page('用户注册'),
          lazy: () => import('../features/account/register-page'),
        },
        {
          path: paths.authRedirect,
          ...page('授权跳转'),
          lazy: () => import('../features/account/auth-redirect-page'),
        },
        {
          path: paths.company,
          ...page('合作单位'),
          lazy: () => import('../features/home/company-page'),
          loader: publicPageLoader(store, 'company'),
        },
        {
          path: paths.noticeItem,
          ...page('通知公告'),
          lazy: () => import('../features/home/notice-item-page'),
          loader: publicPageLoader(store, 'noticeItem'),
        },
        {
          path: paths.newsItem,
          ...page('新闻详情'),
          lazy: () => import('../features/home/news-item-page'),
          loader: publicPageLoader(store, 'newsItem'),
        },
        {
          path: paths.newsList,
          // the tab and the document title say which list it is, like the page's heading
          ...page((query) => (query.get('typeId') === '2' ? '政策法规' : '新闻动态')),
          loader: publicPageLoader(store, 'newsList'),
          lazy: () => import('../features/home/news-list-page'),
        },
        {
          path: paths.firstClass,
          ...page('第一课堂'),
          lazy: () => import('../features/home/first-class-page'),
        },
        {
          path: paths.notFound,
          ...page('404'),
          lazy: () => import('../features/errors/not-found-page'),
        },
        {
          path: paths.unauthorized,
          ...page('401'),
          lazy: () => import('../features/errors/unauthorized-page'),
        },
        {
          path: paths.badGateway,
          ...page('502'),
          lazy: () => import('../features/errors/bad-gateway-page'),
        },
        {
          path: `${paths.redirect}/*`,
          // replace: the refresh trick and old links must not leave a bouncing entry behind; a
          // target off this site (//host, encoded or backslashed) goes to / instead
          loader: ({ request }) => {
            const { pathname, search } = new URL(request.url)
            return bounce(forwardTarget(pathname, search) ?? paths.root)
          },
          ...redirectOnly,
        },
        {
          handle: { shell: true } satisfies Partial<RouteHandle>,
          lazy: async () => {
            const { AppLayout } = await import('../layout/app-layout')
            return { Component: () => <AppLayout {...shellConfig} /> }
          },
          children: [
            ...shellPages,
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
