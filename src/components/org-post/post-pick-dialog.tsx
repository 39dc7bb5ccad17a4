import { useState } from 'react'
import { Modal } from 'antd'
import { useGetOrgPostListPageQuery, type OrgPost } from '../../api/user-orgpost'
import { useGetPostListPageQuery } from '../../api/user-post'
import { toastWarning } from '../../lib/feedback'
import { SearchList, type SearchListSpec } from '../list/search-list'
import { useSearchPaging } from '../list/use-search-paging'

/** A picked post. */
export interface PostPick {
  postCode: string
  postName: string
}

/** post: the posts of one department; partTime: every post of the company. */
export type PostPickKind = 'post' | 'partTime'

export interface PostPickDialogProps {
  open: boolean
  kind: PostPickKind
  /** the department whose posts are listed (kind post) */
  orgCode?: string
  /** the company whose posts are listed (kind partTime; a platform administrator's other company) */
  companyCode?: string
  /** the postCode picked before, selected when it is on the page shown */
  value?: string
  /** a post was picked with 确定 (or a double click); the dialog closes afterwards */
  onPick: (post: PostPick) => void
  onClose: () => void
}

const TEXTS = {
  post: { title: '选择岗位', empty: '请选择岗位！' },
  partTime: { title: '选择兼职岗位', empty: '请选择兼职岗位' },
} as const

const PAGE_ROWS = 10

/** What the picker reads of a row of either list. */
type PostRow = OrgPost

const POSTS: SearchListSpec<PostRow> = {
  label: '搜索岗位',
  placeholder: '岗位名称',
  error: '岗位加载失败',
  columns: [
    { title: '岗位名称', dataIndex: 'postName', ellipsis: true },
    { title: '所属部门', dataIndex: 'orgName', ellipsis: true },
  ],
  rowKey: (r) => r.postCode ?? `no-code:${r.postName ?? ''}`,
}

function PostPickModal({
  open,
  kind,
  orgCode,
  companyCode,
  value,
  onPick,
  onClose,
}: PostPickDialogProps) {
  const paging = useSearchPaging(PAGE_ROWS)
  const [picked, setPicked] = useState<PostRow>()
  const fields = { KeyWord: paging.keyword, pageIndex: paging.page, pageRows: PAGE_ROWS }
  const orgPosts = useGetOrgPostListPageQuery(
    { ...fields, OrgCode: orgCode },
    { skip: !open || kind !== 'post' || !orgCode, refetchOnMountOrArgChange: true },
  )
  const allPosts = useGetPostListPageQuery(companyCode ? { ...fields, companyCode } : fields, {
    skip: !open || kind !== 'partTime',
    refetchOnMountOrArgChange: true,
  })
  const query = kind === 'post' ? orgPosts : allPosts
  const rows: PostRow[] = query.data?.rows ?? []
  const current = picked ?? rows.find((r) => r.postCode && r.postCode === value)
  const texts = TEXTS[kind]

  const finish = (post: PostRow | undefined) => {
    if (!post?.postCode) {
      toastWarning(texts.empty)
      return
    }
    onPick({ postCode: post.postCode, postName: post.postName || post.postCode })
    onClose()
  }

  return (
    <Modal
      open={open}
      title={texts.title}
      width={560}
      okText="确定"
      cancelText="取消"
      onOk={() => finish(current)}
      onCancel={onClose}
      destroyOnHidden
    >
      <SearchList<PostRow>
        spec={POSTS}
        paging={paging}
        query={query}
        gap={12}
        rowSelection={{
          type: 'radio',
          // a radio column has no select-all: its header says what the column is
          columnTitle: <span className="sr-only">选择</span>,
          selectedRowKeys: current?.postCode ? [current.postCode] : [],
          onChange: (_keys, selected) => setPicked(selected[0]),
          getCheckboxProps: (row) => ({
            'aria-label': row.postName ?? '',
            disabled: !row.postCode,
          }),
        }}
        onRowClick={setPicked}
        onRowDoubleClick={finish}
      />
    </Modal>
  )
}

/**
 * 选择岗位 / 选择兼职岗位: a searchable, paged list of posts, one picked with its radio (or a click
 * on the row) and 确定. Each opening starts afresh.
 */
export function PostPickDialog(props: PostPickDialogProps) {
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(props.open)
  if (props.open !== wasOpen) {
    setWasOpen(props.open)
    if (props.open) setOpening(opening + 1)
  }
  return <PostPickModal key={opening} {...props} />
}
