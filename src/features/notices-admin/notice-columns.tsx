import type { TableColumnsType } from 'antd'
import { formatDateTime } from '../../lib/format'
import { noticeCategoryLabel, noticeTypeLabel } from './notice-kind'
import type { NoticeRow } from './notice-query'
import { NoticeTitle } from './notice-title'

const text = (value?: string) => value || '-'

/**
 * The columns of 通知管理: title (opens the notice), second title, category, type (站内页面 /
 * 外部链接), publisher and release time (a 1900-01-01 date shows empty).
 */
export const noticeColumns: TableColumnsType<NoticeRow> = [
  {
    key: 'title',
    title: '标题',
    width: 320,
    render: (_, notice) => <NoticeTitle notice={notice} />,
  },
  {
    key: 'secondTitle',
    title: '副标题',
    dataIndex: 'noticeSecondTitle',
    ellipsis: { showTitle: true },
    render: text,
  },
  {
    key: 'category',
    title: '栏目',
    dataIndex: 'category',
    width: 100,
    render: (category: number) => noticeCategoryLabel(category),
  },
  {
    key: 'noticeType',
    title: '类型',
    dataIndex: 'noticeType',
    width: 100,
    render: (type: NoticeRow['noticeType']) => noticeTypeLabel(type),
  },
  { key: 'releaseName', title: '发布人', dataIndex: 'releaseName', width: 120, render: text },
  {
    key: 'releaseTime',
    title: '发布时间',
    dataIndex: 'releaseTime',
    width: 150,
    render: (time?: string) => {
      const shown = formatDateTime(time)
      return shown && <time dateTime={time}>{shown}</time>
    },
  },
]
