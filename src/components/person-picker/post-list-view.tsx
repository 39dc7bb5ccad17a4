import { useMemo } from 'react'
import { useGetPostListPageQuery, type Post } from '../../api/user-post'
import { SearchList, type SearchListSpec } from '../list/search-list'
import { useSearchPaging } from '../list/use-search-paging'
import { pickRows } from './pick-rows'
import type { Picked } from './selection'

export interface PostListViewProps {
  /** radio: one post at a time (a click on it again lets it go); checkbox: several */
  mode: 'radio' | 'checkbox'
  /** the postCodes picked */
  picked: readonly string[]
  /** posts were picked (on) or let go */
  onPick: (posts: Picked[], on: boolean) => void
  /** the company whose posts are listed (a platform administrator's look at another company) */
  companyCode?: string
  /** only the post names (a narrow side list) */
  compact?: boolean
  pageRows?: number
}

const nameColumn = { title: '岗位名称', dataIndex: 'postName', ellipsis: true } as const

const WIDE: SearchListSpec<Post> = {
  label: '搜索岗位',
  placeholder: '岗位或部门名称',
  error: '岗位加载失败',
  empty: '暂无数据',
  columns: [nameColumn, { title: '所属部门', dataIndex: 'orgName', ellipsis: true }],
  // a post without a code cannot be picked; its key only has to be its own on the page
  rowKey: (post) => post.postCode ?? `no-code:${post.id ?? post.postName ?? ''}`,
}
const COMPACT: SearchListSpec<Post> = { ...WIDE, columns: [nameColumn] }

const asPicked = (post: Post): Picked => ({ id: post.postCode ?? '', name: post.postName ?? '' })

/** The posts of the company (GetPostListPage): a keyword search (post or department name) and pages. */
export function PostListView({
  mode,
  picked,
  onPick,
  companyCode,
  compact = false,
  pageRows = 10,
}: PostListViewProps) {
  const paging = useSearchPaging(pageRows)
  const fields = { KeyWord: paging.keyword, pageIndex: paging.page, pageRows }
  const query = useGetPostListPageQuery(companyCode ? { ...fields, companyCode } : fields)
  const keys = useMemo(() => [...picked], [picked])
  const picking = pickRows<Post>({
    mode,
    keys,
    rows: query.data?.rows ?? [],
    idOf: (post) => post.postCode,
    asPicked,
    onPick,
    checkboxProps: (post) => ({ 'aria-label': post.postName ?? '' }),
  })

  return (
    <SearchList
      spec={compact ? COMPACT : WIDE}
      paging={paging}
      query={query}
      compact={compact}
      {...picking}
    />
  )
}
