import type { ComponentType } from 'react'
import { normalisePathname } from '../lib/menu-routes'
import type { MenuMap } from './menu-map'

/** A page that a server menu entry can open. */
export interface PageDef {
  /** what an operator writes in menu-map.json */
  id: string
  /** the menu url that opens it without any mapping */
  url: string
  load: () => Promise<{ Component: ComponentType }>
}

/**
 * The page registry: every page the server menu may name. The legacy backend's menu urls are not
 * in the spec, so each page has a default url, the urls the mock menus use are aliases below,
 * and an operator maps any other url in public/menu-map.json (docs/menu-urls.md).
 */
export const pages: PageDef[] = [
  { id: 'my-study', url: '/study/index', load: () => import('../features/learner/my-study-page') },
  { id: 'my-exams', url: '/exam/index', load: () => import('../features/learner/my-exams-page') },
  {
    id: 'study-ranking',
    url: '/study/ranking',
    load: () => import('../features/learner/ranking-page'),
  },
  {
    id: 'regulations',
    url: '/study/regulation',
    load: () => import('../features/learner/regulations-page'),
  },
  {
    id: 'resources',
    url: '/train/resource',
    load: () => import('../features/resources/resources-page'),
  },
  {
    id: 'resource-dirs',
    url: '/train/resdir',
    load: () => import('../features/resource-dirs/resource-dirs-page'),
  },
  {
    id: 'resource-audit',
    url: '/train/audit',
    load: () => import('../features/resources/resource-audit-page'),
  },
  {
    id: 'resource-search',
    url: '/train/search',
    load: () => import('../features/resources/resource-search-page'),
  },
  {
    id: 'recommend',
    url: '/train/recommend',
    load: () => import('../features/recommend/recommend-page'),
  },
  {
    id: 'course-centre',
    url: '/study/course',
    load: () => import('../features/course-centre/course-centre-page'),
  },
  { id: 'users', url: '/permission/ydUser', load: () => import('../features/users/users-page') },
  { id: 'roles', url: '/system/role', load: () => import('../features/roles/roles-page') },
  { id: 'menus', url: '/permission/pageCtrl', load: () => import('../features/menus/menus-page') },
  { id: 'orgs', url: '/system/org', load: () => import('../features/orgs/orgs-page') },
  { id: 'posts', url: '/system/post', load: () => import('../features/posts/posts-page') },
  {
    id: 'notices',
    url: '/notice/index',
    load: () => import('../features/notices-admin/notices-page'),
  },
  {
    id: 'messages',
    url: '/message/manage',
    load: () => import('../features/messages/message-centre-page'),
  },
]

/** Menu urls of the mock backend that differ from a page's default url. */
export const aliases: MenuMap = {
  '/system/user': 'users',
  '/system/menu': 'menus',
}

const byId = new Map(pages.map((p) => [p.id, p]))

/** The page a menu url opens: the operator's map first, then the aliases, then default urls. */
export function resolvePage(url: string, map: MenuMap): PageDef | undefined {
  const path = normalisePathname(url)
  const id = map[path] ?? map[url] ?? aliases[path]
  if (id) return byId.get(id)
  return pages.find((p) => p.url === path)
}

/** The page with this id (the route table places some pages at fixed paths too). */
export function pageById(id: string): PageDef {
  const page = byId.get(id)
  if (!page) throw new Error(`unknown page id ${id}`)
  return page
}
