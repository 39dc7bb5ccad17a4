import { useState } from 'react'
import { Flex, Input, Modal, Table, type TableColumnsType } from 'antd'
import { useGetOrgPostListPageQuery, type OrgPost } from '../../api/user-orgpost'
import { useGetPostListPageQuery } from '../../api/user-post'
import { toastWarning } from '../../lib/feedback'
import { LoadError } from '../load-error'

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

const columns: TableColumnsType<PostRow> = [
  { title: '岗位名称', dataIndex: 'postName', ellipsis: true },
  { title: '所属部门', dataIndex: 'orgName', ellipsis: true },
]

function PostPickModal({
  open,
  kind,
  orgCode,
  companyCode,
  value,
  onPick,
  onClose,
}: PostPickDialogProps) {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [picked, setPicked] = useState<PostRow>()
  const paging = { KeyWord: keyword, pageIndex: page, pageRows: PAGE_ROWS }
  const orgPosts = useGetOrgPostListPageQuery(
    { ...paging, OrgCode: orgCode },
    { skip: !open || kind !== 'post' || !orgCode, refetchOnMountOrArgChange: true },
  )
  const allPosts = useGetPostListPageQuery(companyCode ? { ...paging, companyCode } : paging, {
    skip: !open || kind !== 'partTime',
    refetchOnMountOrArgChange: true,
  })
  const { data, isFetching, isError, error, refetch } = kind === 'post' ? orgPosts : allPosts
  const rows: PostRow[] = data?.rows ?? []
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
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          aria-label="搜索岗位"
          placeholder="岗位名称"
          enterButton="查询"
          onSearch={(text) => {
            setKeyword(text.trim())
            setPage(1)
          }}
        />
        {isError ? (
          <LoadError error={error} title="岗位加载失败" onRetry={() => void refetch()} />
        ) : (
          <Table<PostRow>
            size="small"
            rowKey={(r) => r.postCode ?? `no-code:${r.postName ?? ''}`}
            columns={columns}
            dataSource={rows}
            loading={isFetching}
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
            onRow={(row) => ({
              onClick: () => setPicked(row),
              onDoubleClick: () => finish(row),
              style: { cursor: 'pointer' },
            })}
            pagination={{
              current: page,
              pageSize: PAGE_ROWS,
              total: data?.total ?? 0,
              size: 'small',
              showSizeChanger: false,
              showTotal: (count) => `共 ${count} 条`,
              onChange: setPage,
            }}
          />
        )}
      </Flex>
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
