import { useState } from 'react'
import { Input, Modal, Table, type TableColumnsType } from 'antd'
import { skipToken } from '@reduxjs/toolkit/query'
import { useGetSearchPageListQuery, type SearchResRow } from '../../api/train-res'
import type { Id } from '../../api/types'
import { studyCountText } from '../../components/course-card-count'
import { LoadError } from '../../components/load-error'
import { NO_PAGE, pagingFields } from '../../components/list/paging'

type Row = SearchResRow

export interface RecommendPickerProps {
  open: boolean
  title: string
  /** the courses already in the list: shown, not offered again */
  listed: readonly Id[]
  /** adds the picked courses; true closes the dialog */
  onPick: (ids: Id[]) => Promise<boolean>
  onClose: () => void
}

const PAGE_SIZE = 10

const columns: TableColumnsType<Row> = [
  { title: '课程名称', dataIndex: 'resName', key: 'resName' },
  { title: '所属目录', key: 'dName', render: (_, row) => row.dName || '—', responsive: ['md'] },
  { title: '学习人数', key: 'count', render: (_, row) => studyCountText(row), responsive: ['md'] },
]

/**
 * 添加到 精选好课 / 新课推荐 / 免费好课: a search over the published courses (GetSearchPageList
 * with the keyword), ten a page; ticked courses (kept across pages) join the end of the list.
 */
export function RecommendPicker({ open, title, listed, onPick, onClose }: RecommendPickerProps) {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [picked, setPicked] = useState<Id[]>([])
  const [saving, setSaving] = useState(false)
  const query = useGetSearchPageListQuery(
    open
      ? { search: { keyword }, ...pagingFields('pageIndex/pageRows', { page, size: PAGE_SIZE }) }
      : skipToken,
  )
  const result = query.data ?? NO_PAGE
  const inList = new Set(listed.map(String))

  const close = () => {
    setPicked([])
    onClose()
  }
  const ok = async () => {
    setSaving(true)
    try {
      if (await onPick(picked)) close()
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      width={720}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !picked.length }}
      confirmLoading={saving}
      onOk={() => void ok()}
      onCancel={close}
      destroyOnHidden
    >
      <Input.Search
        className="recommend-picker__search"
        aria-label="搜索课程"
        placeholder="请输入课程名称"
        allowClear
        enterButton="搜索"
        onSearch={(value) => {
          setKeyword(value.trim())
          setPage(1)
        }}
      />
      {query.error ? (
        <LoadError error={query.error} title="课程加载失败" onRetry={() => void query.refetch()} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={result.rows}
          loading={query.isFetching}
          locale={{ emptyText: '暂无数据' }}
          rowSelection={{
            selectedRowKeys: picked,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setPicked(keys as Id[]),
            getCheckboxProps: (row) => ({
              disabled: inList.has(String(row.id)),
              'aria-label': `选择：${row.resName}`,
            }),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: result.total,
            showSizeChanger: false,
            showTotal: (count) => `共 ${count} 条`,
            onChange: setPage,
          }}
        />
      )}
      <p className="recommend-picker__picked" role="status">
        {picked.length ? `已选 ${picked.length} 门` : ''}
      </p>
    </Modal>
  )
}
