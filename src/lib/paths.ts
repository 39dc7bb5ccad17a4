// Every path of the app (behaviour B2), written once. The route table places pages at these paths
// and everything else links to them through this module (a lint rule rejects path literals
// elsewhere).

export const paths = {
  root: '/',
  // public
  home: '/home',
  login: '/login',
  register: '/register',
  authRedirect: '/auth-redirect',
  company: '/company',
  notFound: '/404',
  unauthorized: '/401',
  badGateway: '/502',
  noticeItem: '/viewnoticeitem',
  newsItem: '/newsitem',
  newsList: '/newslist',
  firstClass: '/firstclassindex',
  redirect: '/redirect',
  // logged in
  dashboard: '/dashboard',
  profile: '/profile/index',
  messages: '/ydmessage/index',
  noticeView: '/ydnotice/showview',
  exam: '/ysUserExam/exam',
  examView: '/ysUserExam/examview',
  study: '/trainres/study',
  /** the course editor: a new course, or ?id= of one to edit (beside the study page, so that it
   * does not depend on the server's menu urls) */
  resourceEdit: '/trainres/edit',
  /** 培训资源: the default menu url of the resource list (page registry id 'resources') */
  resources: '/train/resource',
  permission: '/permission',
  permissionPage: '/permission/page',
  permissionDirective: '/permission/directive',
  permissionRole: '/permission/role',
  permissionPageCtrl: '/permission/pageCtrl',
  permissionUser: '/permission/ydUser',
} as const

export type AppPath = (typeof paths)[keyof typeof paths]

/** Paths open without a token (behaviour B2.1). */
export const publicPaths: readonly string[] = [
  paths.home,
  paths.login,
  paths.authRedirect,
  paths.register,
  paths.company,
  paths.notFound,
  paths.unauthorized,
  paths.badGateway,
  paths.noticeItem,
  paths.newsItem,
  paths.newsList,
  paths.firstClass,
]

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`

/** Links with the query their page reads. */
export const hrefs = {
  study: (id: string | number) => withQuery(paths.study, { id }),
  resourceEdit: (id?: string | number) =>
    id === undefined ? paths.resourceEdit : withQuery(paths.resourceEdit, { id }),
  noticeItem: (noticeSysCode: string) => withQuery(paths.noticeItem, { noticeSysCode }),
  noticeView: (noticeSysCode: string) => withQuery(paths.noticeView, { noticeSysCode }),
  newsItem: (newsId: string | number) => withQuery(paths.newsItem, { newsId }),
  newsList: (typeId: number) => withQuery(paths.newsList, { typeId }),
  exam: (examCode: string) => withQuery(paths.exam, { examCode }),
  examView: (userpaperId: string | number) => withQuery(paths.examView, { userpaperId }),
  /** The 401 page reached by a bounce: its back button goes to the dashboard (behaviour B2.42). */
  forbidden: withQuery(paths.unauthorized, { noGoBack: 1 }),
  /** Reloads `fullPath` through /redirect/{path} (behaviour B2.1), the legacy refresh trick. */
  redirect: (fullPath: string) => paths.redirect + fullPath,
}
