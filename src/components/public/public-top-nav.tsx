import { Button, Skeleton } from 'antd'
import { useLocation } from 'react-router'
import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { isCurrentRoute, linkAction } from '../../lib/public-links'
import { ActionLink } from '../action-link'

/**
 * Link group 1: the top navigation of every public page; it degrades to a retry button. The
 * site's own pages stay in the tab and the one being shown is marked.
 */
export function PublicTopNav() {
  const query = useGetLinkListByTypeQuery({ linkType: 1 })
  const location = useLocation()
  if (query.isLoading) return <Skeleton.Input active size="small" />
  if (query.isError) {
    return (
      <Button type="link" size="small" onClick={() => void query.refetch()}>
        导航加载失败，重试
      </Button>
    )
  }
  return (
    <ul className="public-top-nav">
      {(query.data ?? []).map((link, i) => {
        const action = linkAction(link)
        const current = action.kind === 'route' && isCurrentRoute(action.to, location)
        return (
          <li key={i}>
            <ActionLink
              action={action}
              current={current}
              className={
                current
                  ? 'public-top-nav__link public-top-nav__link--current'
                  : 'public-top-nav__link'
              }
            >
              {link.pcLinkName || link.linkName || ''}
            </ActionLink>
          </li>
        )
      })}
    </ul>
  )
}
