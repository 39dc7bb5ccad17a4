import type { TableColumnsType } from 'antd'
import { Link } from 'react-router'
import { CourseCover } from '../../components/course-card'
import { RowActions } from '../../components/list/row-actions'
import { hrefs } from '../../lib/paths'
import type { ResListPage } from './allowed-actions'
import { resRowActions, type ResRowHandlers } from './res-row-actions'
import type { ResRow } from './res-row'
import { statusText } from './res-status'

/** Options of the resource lists' columns. */
export interface ResColumnOptions {
  page: ResListPage
  /** dCode -> dName, for rows whose answer has no dName */
  dirNames: ReadonlyMap<string, string>
  on: ResRowHandlers
}

// a count the answer did not give is unknown, not 0
const count = (n?: number) => n ?? '—'

/**
 * The resource lists' columns: cover, name (a link to the course on 资源查询), directory, status
 * text, sort, views / learners, operations.
 */
export function resColumns({ page, dirNames, on }: ResColumnOptions): TableColumnsType<ResRow> {
  return [
    {
      key: 'cover',
      title: '封面',
      width: 88,
      render: (_, row) => (
        <CourseCover className="res-cover" src={row.cover} width={64} height={36} />
      ),
    },
    {
      key: 'resName',
      title: '资源名称',
      dataIndex: 'resName',
      render: (name: string, row) =>
        page === 'resource-search' ? <Link to={hrefs.study(row.id)}>{name}</Link> : name,
    },
    {
      key: 'dir',
      title: '资源目录',
      render: (_, row) => row.dName || (row.dCode && dirNames.get(row.dCode)) || '-',
    },
    {
      key: 'status',
      title: '状态',
      render: (_, row) => <span className="res-status">{statusText(row)}</span>,
    },
    { key: 'sort', title: '排序', dataIndex: 'sort', width: 72, render: count },
    {
      key: 'counts',
      title: '浏览 / 学习',
      render: (_, row) => `${count(row.viewCnt)} / ${count(row.studyCnt)}`,
    },
    {
      key: 'actions',
      title: '操作',
      render: (_, row) => <RowActions inline={2} actions={resRowActions(row, page, on)} />,
    },
  ]
}
