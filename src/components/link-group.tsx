import { Empty } from 'antd'
import type { Link } from '../api/types'
import { linkAction } from '../lib/public-links'
import { ActionLink } from './action-link'
import { LoadingList } from './query-state'
import './link-group.css'

export interface LinkGroupProps {
  links: Link[]
  /** pills: a wrapped row of buttons-like links; list: one link per line */
  variant?: 'pills' | 'list'
  label?: string
}

/** One link group (linkType 2-5): 第一课堂 stays in the app, others open a new window, '#' does nothing. */
export function LinkGroup({ links, variant = 'list', label }: LinkGroupProps) {
  if (!links.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  return (
    <ul className={`link-group link-group--${variant}`} aria-label={label}>
      {links.map((link, i) => {
        const name = link.pcLinkName || link.linkName || ''
        return (
          <li key={i}>
            <ActionLink action={linkAction(link)} className="link-group__item" title={name}>
              {name}
            </ActionLink>
          </li>
        )
      })}
    </ul>
  )
}

/** A row of pills while its links load: grey pills as wide as a four-character name, 加载中. */
export function PillsLoading({ count = 5 }: { count?: number }) {
  return (
    <LoadingList
      count={count}
      className="link-group link-group--pills"
      itemClassName="link-group__item link-group__item--loading"
    />
  )
}
