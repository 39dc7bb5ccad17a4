import { Link as RouterLink } from 'react-router'
import { useGetNewsListByTypeIdQuery } from '../../api/assumed'
import { useGetIndexPageListNoticeQuery } from '../../api/sys-notice'
import { ActionLink } from '../../components/action-link'
import { formatDateTime } from '../../lib/format'
import { newsAction, noticeAction, type LinkAction } from '../../lib/public-links'
import { QueryState, type QueryLike } from '../../components/query-state'
import { HomeSection } from './home-section'
import { hrefs } from '../../lib/paths'
import { HOME_LIST_LIMIT } from './first-calls'

interface Item {
  key: string | number
  title: string
  date: string
  action: LinkAction
}

interface ListBlockProps {
  id: string
  title: string
  query: QueryLike
  items: Item[]
  moreTo?: string
}

function ListBlock({ id, title, query, items, moreTo }: ListBlockProps) {
  const more = moreTo && (
    <RouterLink to={moreTo} className="home-more" aria-label={`更多${title}`}>
      更多
    </RouterLink>
  )
  return (
    <HomeSection id={id} title={title} extra={more} className="home-list-block">
      <QueryState query={query} empty={!items.length} rows={6}>
        <ul className="home-list">
          {items.map((item) => (
            <li key={item.key}>
              <ActionLink action={item.action} className="home-list__title" title={item.title}>
                {item.title}
              </ActionLink>
              {item.date && <time className="home-list__date">{item.date}</time>}
            </li>
          ))}
        </ul>
      </QueryState>
    </HomeSection>
  )
}

function NoticeBlock({ type, title }: { type: 4 | 5; title: string }) {
  const query = useGetIndexPageListNoticeQuery({ Type: type, limit: HOME_LIST_LIMIT })
  const items = (query.data ?? []).slice(0, HOME_LIST_LIMIT).map((n, i) => ({
    key: n.noticeSysCode ?? `at-${i}`,
    title: n.noticeTitle || '（无标题）',
    date: formatDateTime(n.releaseTime),
    action: noticeAction(n),
  }))
  return <ListBlock id={`home-notice-${type}`} title={title} query={query} items={items} />
}

function NewsBlock({ typeid, title }: { typeid: 1 | 2; title: string }) {
  const query = useGetNewsListByTypeIdQuery({ typeid, limit: HOME_LIST_LIMIT })
  const items = (query.data ?? []).slice(0, HOME_LIST_LIMIT).map((n, i) => ({
    key: n.id ?? `at-${i}`,
    title: n.fullHead || '（无标题）',
    date: formatDateTime(n.releaseTime),
    action: newsAction(n),
  }))
  return (
    <ListBlock
      id={`home-news-${typeid}`}
      title={title}
      query={query}
      items={items}
      moreTo={hrefs.newsList(typeid)}
    />
  )
}

/** Notices of types 4 and 5 and news of types 1 and 2, six each. */
export function HomeNews() {
  return (
    <div className="home-grid home-grid--2">
      <NoticeBlock type={4} title="通知公告" />
      <NoticeBlock type={5} title="政策解读" />
      <NewsBlock typeid={1} title="新闻动态" />
      <NewsBlock typeid={2} title="政策法规" />
    </div>
  )
}
