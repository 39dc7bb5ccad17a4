import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { runLinkAction, type LinkAction } from '../lib/public-links'

export interface ActionLinkProps {
  action: LinkAction
  children: ReactNode
  className?: string
  title?: string
  tabIndex?: number
  /** the route is the page being shown: aria-current="page" */
  current?: boolean
}

/**
 * A real link (keyboard, copy link, open in a new tab) for the public click rule: in-app routes
 * stay in the tab, other urls open a new window, and 'none' (empty or "#") is plain text.
 */
export function ActionLink({
  action,
  children,
  className,
  title,
  tabIndex,
  current,
}: ActionLinkProps) {
  if (action.kind === 'none')
    return (
      <span className={className} title={title}>
        {children}
      </span>
    )
  if (action.kind === 'route')
    return (
      <Link
        to={action.to}
        className={className}
        title={title}
        tabIndex={tabIndex}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </Link>
    )
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    runLinkAction(action, () => {})
  }
  return (
    <a
      href={action.url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      title={title}
      tabIndex={tabIndex}
      onClick={onClick}
    >
      {children}
    </a>
  )
}
