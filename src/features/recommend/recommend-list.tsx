import { useMemo, useState } from 'react'
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  MinusCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons'
import { Alert, Button, Space, Table, type TableColumnsType } from 'antd'
import {
  useEditRecommendResMutation,
  useIndexRecommendResNoCacheQuery,
  type RecommendResRow,
} from '../../api/train-res'
import type { Id } from '../../api/types'
import { CourseCover } from '../../components/course-card'
import { studyCountText } from '../../components/course-card-count'
import { QueryState } from '../../components/query-state'
import { runMutation } from '../../lib/mutation'
import { toastError } from '../../lib/feedback'
import {
  incompleteList,
  moved,
  recommendBody,
  withAdded,
  without,
  type RecommendCate,
} from './recommend-edit'
import { RecommendPicker } from './recommend-picker'

type Row = RecommendResRow

export interface RecommendListProps {
  cate: RecommendCate
  title: string
}

/**
 * One recommended list as the administrator edits it (IndexRecommendResNoCache, so an edit shows
 * at once): 添加课程 from the course search, 上移 / 下移 and 移除 per course. Every edit sends
 * the whole list (EditRecommendRes {cate, ids}); it invalidates the course lists, so the public
 * IndexRecommendRes lists (/firstclassindex) load again too.
 */
export function RecommendList({ cate, title }: RecommendListProps) {
  const query = useIndexRecommendResNoCacheQuery({ cate })
  const [edit, editing] = useEditRecommendResMutation()
  const [picking, setPicking] = useState(false)
  const rows = useMemo(() => query.data?.rows ?? [], [query.data])
  const ids = useMemo(() => rows.map((r) => r.id), [rows])
  // an edit works on the list as shown: none while one is on its way or the list reloads
  const busy = editing.isLoading || query.isFetching
  // the list is replaced whole: a list that may have come in part is not saved
  const refusal = incompleteList(query.data)

  const save = async (next: Id[], success: string) => {
    if (refusal) {
      toastError(refusal)
      return false
    }
    return runMutation(edit(recommendBody(cate, next)), success)
  }

  const columns: TableColumnsType<Row> = [
    { title: '排序', key: 'sort', width: 64, render: (_, row, i) => row.sort ?? i + 1 },
    {
      title: '课程',
      key: 'course',
      render: (_, row) => (
        <span className="recommend-course">
          <CourseCover className="recommend-course__cover" src={row.cover} width={80} height={50} />
          <span className="recommend-course__name">{row.resName}</span>
        </span>
      ),
    },
    {
      title: '所属目录',
      key: 'dName',
      render: (_, row) => row.dName || '—',
      responsive: ['md'],
    },
    {
      title: '学习人数',
      key: 'count',
      render: (_, row) => studyCountText(row),
      responsive: ['lg'],
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, row, i) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={`上移：${row.resName}`}
            disabled={busy || i === 0}
            onClick={() => void save(moved(ids, row.id, 'up'), '保存成功')}
          >
            上移
          </Button>
          <Button
            type="link"
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={`下移：${row.resName}`}
            disabled={busy || i === rows.length - 1}
            onClick={() => void save(moved(ids, row.id, 'down'), '保存成功')}
          >
            下移
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<MinusCircleOutlined aria-hidden />}
            aria-label={`移除：${row.resName}`}
            disabled={busy}
            onClick={() => void save(without(ids, row.id), '移除成功!')}
          >
            移除
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <section className="recommend-list" aria-label={title}>
      <div className="recommend-list__toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={busy || query.isError}
          onClick={() => setPicking(true)}
        >
          添加课程
        </Button>
        {!query.isLoading && !query.isError && (
          <span className="recommend-list__hint">共 {rows.length} 门，按排序显示在首页</span>
        )}
      </div>
      {refusal && !query.isFetching && (
        <Alert type="warning" showIcon className="recommend-list__refusal" title={refusal} />
      )}
      <QueryState query={query} empty={!rows.length} errorTitle={`${title}加载失败`} rows={5}>
        <Table<Row>
          className="recommend-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          pagination={false}
          loading={busy}
          aria-label={title}
        />
      </QueryState>
      <RecommendPicker
        open={picking}
        title={`添加到${title}`}
        listed={ids}
        onPick={(picked) => save(withAdded(ids, picked), '保存成功')}
        onClose={() => setPicking(false)}
      />
    </section>
  )
}
