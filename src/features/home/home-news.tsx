import { Link as RouterLink } from 'react-router'
import { useGetNewsListByTypeIdQuery } from '../../api/assumed'
import { useGetIndexPageListNoticeQuery } from '../../api/sys-notice'
import { ActionLink } from '../../components/action-link'
import { QueryState, type QueryLike } from '../../components/query-state'
import { HomeSection } from './home-section'
import { hrefs } from '../../lib/paths'
import { HOME_LIST_LIMIT } from './first-calls'
import { newsItems, noticeItems, type HomeListItem } from './home-list-items'

/** One item of a home list (also rendered at build time as the prerendered page's template). */
export function HomeListEntry({ item }: { item: HomeListItem }) {
  return (
    <li>
      <ActionLink action={item.action} className="home-list__title" title={item.title}>
        {item.title}
      </ActionLink>
      {item.date && <time className="home-list__date">{item.date}</time>}
    </li>
  )
}

interface ListBlockProps {
  id: string
  title: string
  query: QueryLike
  items: HomeListItem[]
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
            <HomeListEntry key={item.key} item={item} />
          ))}
        </ul>
      </QueryState>
    </HomeSection>
  )
}

function NoticeBlock({ type, title }: { type: 4 | 5; title: string }) {
  const query = useGetIndexPageListNoticeQuery({ Type: type, limit: HOME_LIST_LIMIT })
  const items = noticeItems(query.data ?? [])
  return <ListBlock id={`home-notice-${type}`} title={title} query={query} items={items} />
}

function NewsBlock({ typeid, title }: { typeid: 1 | 2; title: string }) {
  const query = useGetNewsListByTypeIdQuery({ typeid, limit: HOME_LIST_LIMIT })
  const items = newsItems(query.data ?? [])
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
