import { useSearchParams } from 'react-router'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useGetNewsDetailQuery } from '../../api/base-news'
import { AttachmentList } from '../../components/attachment-list'
import { Loading } from '../../components/query-state'
import { PublicFrame } from '../../components/public/public-frame'
import { SafeHtml } from '../../components/safe-html'
import { formatDateTime } from '../../lib/format'
import { DetailFallback } from './news-detail-state'
import { canRetry, failureText, useWarnOnFailure } from './use-detail-failure'
import { newsItemArgs } from './public-data'
import './news-pages.css'

/** /newsitem?newsId=: one news item with its attachments, release time and author. */
function NewsItemPage() {
  const [params] = useSearchParams()
  const args = newsItemArgs(params)
  const newsId = args?.id ?? ''
  const { data: news, error, isLoading, refetch } = useGetNewsDetailQuery(args ?? skipToken)
  useWarnOnFailure(error)

  let content
  if (!newsId)
    content = <DetailFallback title="缺少新闻编号" text="链接不完整，请从新闻列表重新打开。" />
  else if (isLoading) content = <Loading rows={9} />
  else if (error)
    content = (
      <DetailFallback
        title="新闻暂时无法查看"
        text={failureText(error)}
        onRetry={canRetry(error) ? () => void refetch() : undefined}
      />
    )
  else if (!news) content = <DetailFallback title="该新闻不存在" />
  else if (!news.fullHead && !news.newsContent)
    content = (
      <DetailFallback title="该新闻没有可显示的内容" text="服务器返回的新闻没有标题和正文。" />
    )
  else {
    const released = news.releaseTimeText || formatDateTime(news.releaseTime)
    content = (
      <article className="news-article">
        <h1 className="news-article__title">{news.fullHead}</h1>
        <SafeHtml className="news-article__body" html={news.newsContent} />
        {!!news.attachFiles.length && (
          <AttachmentList items={news.attachFiles.map((f) => ({ name: f.name, url: f.url }))} />
        )}
        {(released || news.authorName) && (
          <footer className="news-article__meta">
            {released && <span>发布时间：{released}</span>}
            {news.authorName && <span>作者：{news.authorName}</span>}
          </footer>
        )}
      </article>
    )
  }
  return <PublicFrame>{content}</PublicFrame>
}

export { NewsItemPage as Component }
