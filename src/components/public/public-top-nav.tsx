import { Button, Skeleton } from 'antd'
import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { linkAction } from '../../lib/public-links'
import { ActionLink } from '../action-link'

/** Link group 1: the top navigation of every public page; it degrades to a retry button. */
export function PublicTopNav() {
  const query = useGetLinkListByTypeQuery({ linkType: 1 })
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
      {(query.data?.data ?? []).map((link, i) => (
        <li key={link.id ?? i}>
          <ActionLink action={linkAction(link)} className="public-top-nav__link">
            {link.pcLinkName || link.linkName || ''}
          </ActionLink>
        </li>
      ))}
    </ul>
  )
}
