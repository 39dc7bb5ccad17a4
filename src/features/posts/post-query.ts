import type { Id } from '../../api/types'
import type { Post, PostListQuery } from '../../api/user-post'
import { textFilter, type ListState } from '../../components/list/list-state'
import { pagingFields } from '../../components/list/paging'
import type { OrgTreeItem } from '../../components/org-post/org-tree'

/**
 * The URL of the post list: the department clicked in the tree (its orgCode), the keyword
 * (department or post name), page and size (behaviour B9.5: the sizes of the user list).
 */
export const postListSpec = {
  filters: {
    org: textFilter(),
    keyword: textFilter(),
  },
  pageSizes: [20, 50, 100],
}

export type PostListState = ListState<typeof postListSpec.filters>

/**
 * The list body (behaviour B3.14: KeyWord, OrgCode; paging pageIndex/pageRows).
 *
 * Both lists go through GetPostListPage, which takes OrgCode (behaviour B7.7). Its rows are posts:
 * id is the post's id (what SavePost wants), orgNamePathsStr holds every department of the post
 * (the preset of 更新部门, whose SetOrgPostBySelectOrg replaces the whole set) and, filtered by a
 * department, orgCode is that department (what Removeorgpost matches with postCode). Without a
 * department it lists every post of the company once, also those in no department.
 * GetOrgPostListPage answers one row per post-department link instead: id is the link's, there
 * is no path string, and without OrgCode a post shows once per department and not at all when it
 * has none, so it serves the post picker of a department, not this screen.
 */
export function postListBody({ filters, page, size }: PostListState): PostListQuery {
  return {
    KeyWord: filters.keyword,
    OrgCode: filters.org,
    ...pagingFields('pageIndex/pageRows', { page, size }),
  }
}

/** 更新部门 replaces a post's departments: without the ones it has, a save would drop them. */
export const PATHS_UNREAD = '未能读取该岗位现有的部门，无法更新部门（保存会替换其全部部门）'

/** Why 更新部门 cannot be opened for a row, or undefined when it can. */
export function assignRefusal(post: Pick<Post, 'orgNamePathsStr'>): string | undefined {
  return post.orgNamePathsStr === undefined ? PATHS_UNREAD : undefined
}

/** The department ids of a post: the last id of each path of orgNamePathsStr ("1,2|1,3"). */
export function orgIdsOfPaths(paths: string | undefined): string[] {
  return (paths ?? '')
    .split('|')
    .map((path) => path.split(',').at(-1)?.trim() ?? '')
    .filter(Boolean)
}

/** SetOrgPostBySelectOrg's OrgIds: the last id of each chosen path (behaviour B7.7). */
export function lastIds(paths: readonly (readonly OrgTreeItem[])[]): Id[] {
  return paths.flatMap((path) => {
    const last = path.at(-1)
    return last ? [last.node.id] : []
  })
}
