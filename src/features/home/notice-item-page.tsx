import { Skeleton } from 'antd'
import { useSearchParams } from 'react-router'
import { useGetDetailBySysCodeQuery } from '../../api/sys-notice'
import { AttachmentList } from '../../components/attachment-list'
import { PublicFrame } from '../../components/public/public-frame'
import { SafeHtml } from '../../components/safe-html'
import { formatDateTime } from '../../lib/format'
import { DetailFallback } from './news-detail-state'
import { canRetry, failureText, useWarnOnFailure } from './use-detail-failure'
import { noticeSysCodeOf } from './public-data'
import './news-pages.css'

/** /viewnoticeitem?noticeSysCode=: one notice; release info only once it is released (status 2). */
export function Component() {
  const [params] = useSearchParams()
  const noticeSysCode = noticeSysCodeOf(params)
  const { data, error, isLoading, refetch } = useGetDetailBySysCodeQuery(
    { noticeSysCode },
    { skip: !noticeSysCode },
  )
  useWarnOnFailure(error)
  const notice = data?.data?.notice
  const attachments = data?.data?.attachments ?? []

  let content
  if (!noticeSysCode)
    content = <DetailFallback title="缺少通知编号" text="链接不完整，请从通知列表重新打开。" />
  else if (isLoading) content = <Skeleton active title paragraph={{ rows: 8 }} />
  else if (error)
    content = (
      <DetailFallback
        title="通知暂时无法查看"
        text={failureText(error)}
        onRetry={canRetry(error) ? () => void refetch() : undefined}
      />
    )
  else if (!notice) content = <DetailFallback title="该通知不存在" />
  else {
    const released = Number(notice.status) === 2
    const time = released ? formatDateTime(notice.releaseTime) : ''
    content = (
      <article className="news-article">
        <h1 className="news-article__title">{notice.noticeTitle}</h1>
        {notice.noticeSecondTitle && (
          <p className="news-article__subtitle">{notice.noticeSecondTitle}</p>
        )}
        <SafeHtml className="news-article__body" html={notice.noticeValue} />
        <AttachmentList
          items={attachments.map((a, i) => ({
            key: a.uid ?? i,
            name: a.enclosureName,
            url: a.enclosurloadUrl,
          }))}
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
  return <PublicFrame>{content}</PublicFrame>
}
