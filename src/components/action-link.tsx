import type { MouseEvent, ReactNode } from 'react'
import { useHref, useNavigate } from 'react-router'
import { runLinkAction, type LinkAction } from '../lib/public-links'

export interface ActionLinkProps {
  action: LinkAction
  children: ReactNode
  className?: string
  title?: string
  tabIndex?: number
}

// A real <a> (keyboard, copy link) whose click runs the public click rule; 'none' stays plain text.
export function ActionLink({ action, children, className, title, tabIndex }: ActionLinkProps) {
  const navigate = useNavigate()
  const routeHref = useHref(action.kind === 'route' ? action.to : '.')
  if (action.kind === 'none')
    return (
      <span className={className} title={title}>
        {children}
      </span>
    )
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    runLinkAction(action, navigate)
  }
  const external = action.kind === 'window'
  return (
    <a
      href={external ? action.url : routeHref}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className={className}
      title={title}
      tabIndex={tabIndex}
      onClick={onClick}
    >
      {children}
    </a>
  )
}
