import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import type { News } from '../../api/base-news'
import { formatDateTime } from '../../lib/format'
import { newsAction, runLinkAction } from '../../lib/public-links'
import { newsSummary } from './news-summary'

function NewsListItem({ news }: { news: News }) {
  const navigate = useNavigate()
  const action = newsAction(news)
  const href = action.kind === 'window' ? action.url : undefined
  const date = formatDateTime(news.releaseTime)
  const summary = newsSummary(news.newsContent)
  const title = news.fullHead || '（无标题）'

  // A plain click follows behaviour B2.11 (new tab); modified clicks keep the browser's own
  // behaviour.
  const open = (e: MouseEvent) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    runLinkAction(action, navigate)
  }

  return (
    <li className="news-list__item">
      {news.coverURL &&
        (href ? (
          <a className="news-list__cover" href={href} onClick={open} tabIndex={-1} aria-hidden>
            <img src={news.coverURL} alt="" loading="lazy" />
          </a>
        ) : (
          <span className="news-list__cover">
            <img src={news.coverURL} alt="" loading="lazy" />
          </span>
        ))}
      <div className="news-list__text">
        <h2 className="news-list__title">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" onClick={open}>
              {title}
            </a>
          ) : (
            <span>{title}</span>
          )}
        </h2>
        {summary && <p className="news-list__summary">{summary}</p>}
        {date && (
          <time className="news-list__date" dateTime={date}>
            {date}
          </time>
        )}
      </div>
    </li>
  )
}

/** The rows of one news page; each opens by the releaseType rule. */
export function NewsListItems({ rows }: { rows: News[] }) {
  return (
    <ul className="news-list" aria-label="新闻列表">
      {rows.map((news, i) => (
        <NewsListItem key={news.id ?? `at-${i}`} news={news} />
      ))}
    </ul>
  )
}
