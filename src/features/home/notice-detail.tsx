import type { ReactNode } from 'react'
import { useGetDetailBySysCodeQuery } from '../../api/sys-notice'
import { AttachmentList } from '../../components/attachment-list'
import { Loading } from '../../components/query-state'
import { SafeHtml } from '../../components/safe-html'
import { formatDateTime } from '../../lib/format'
import { canRetry, failureText, useWarnOnFailure } from './use-detail-failure'
import './news-pages.css'

/** Why a notice is not shown: a title, the server's text, 重试 when asking again may help. */
export interface NoticeFallback {
  title: string
  text?: string
  onRetry?: () => void
}

/** Props of NoticeDetail. */
export interface NoticeDetailProps {
  /** '' when the link has none */
  noticeSysCode: string
  /** how the page around it shows a notice it cannot show (the public frame, the shell) */
  fallback: (reason: NoticeFallback) => ReactNode
}

/**
 * One notice by its code (/viewnoticeitem and /ydnotice/showview): title, second title, the
 * sanitised body, attachments, and the release time and releaser only once released (status 2).
 * A failure shows the server's msg as a warning (behaviour B8.6). An answer without a title or body
 * says the notice has no content to show; one without attachments shows none.
 */
export function NoticeDetail({ noticeSysCode, fallback }: NoticeDetailProps) {
  const {
    data: notice,
    error,
    isLoading,
    refetch,
  } = useGetDetailBySysCodeQuery({ noticeSysCode }, { skip: !noticeSysCode })
  useWarnOnFailure(error)

  if (!noticeSysCode)
    return fallback({ title: '缺少通知编号', text: '链接不完整，请从通知列表重新打开。' })
  if (isLoading) return <Loading rows={9} />
  if (error)
    return fallback({
      title: '通知暂时无法查看',
      text: failureText(error),
      onRetry: canRetry(error) ? () => void refetch() : undefined,
    })
  if (!notice) return fallback({ title: '该通知不存在' })
  if (!notice.noticeTitle && !notice.noticeValue)
    return fallback({ title: '该通知没有可显示的内容', text: '服务器返回的通知没有标题和正文。' })

  const released = Number(notice.status) === 2
  const time = released ? formatDateTime(notice.releaseTime) : ''
  return (
    <article className="news-article">
      <h1 className="news-article__title">{notice.noticeTitle}</h1>
      {notice.noticeSecondTitle && (
        <p className="news-article__subtitle">{notice.noticeSecondTitle}</p>
      )}
      <SafeHtml className="news-article__body" html={notice.noticeValue} />
      <AttachmentList
        items={notice.attachments.map((a) => ({ name: a.enclosureName, url: a.enclosurloadUrl }))}
      />
      {released && (time || notice.releaseName) && (
        <footer className="news-article__meta">
          {notice.releaseName && <span>发布人：{notice.releaseName}</span>}
          {time && <span>发布时间：{time}</span>}
        </footer>
      )}
    </article>
  )
}
