import { ExportOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import type { Notice } from '../../api/sys-notice'
import { noticeOpening } from './notice-kind'

/** The title: the notice's page, its external url in a new tab, or plain text with the reason. */
export function NoticeTitle({ notice }: { notice: Notice }) {
  const opening = noticeOpening(notice)
  const title = notice.noticeTitle || '（无标题）'
  if (opening.kind === 'view')
    return (
      <Link className="notice-title" to={opening.href}>
        {title}
      </Link>
    )
  if (opening.kind === 'external')
    return (
      <a className="notice-title" href={opening.url} target="_blank" rel="noopener noreferrer">
        {title}
        <ExportOutlined className="notice-title__icon" aria-hidden />
        <span className="sr-only">（在新标签页打开）</span>
      </a>
    )
  return (
    <span className="notice-title notice-title--blocked">
      {title}
      <span className="notice-title__reason">{opening.reason}</span>
    </span>
  )
}
