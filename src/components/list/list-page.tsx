import { Card } from 'antd'
import type { ReactNode } from 'react'
import { usePageMeta } from '../../lib/use-page-meta'
import { SectionBoundary } from '../section-boundary'
import './list.css'

/** Props of ListPage. */
export interface ListPageProps {
  /** the heading when the route gives none (a menu url names its page through the server menu) */
  fallbackTitle: string
  /** beside the heading (a count, a help link) */
  extra?: ReactNode
  /** called when the pointer enters the list or focus moves into it (preload its dialogs then) */
  onIntent?: () => void
  children: ReactNode
}

/**
 * The frame of a back-office list screen: one card headed by the menu entry's name, its content
 * inside a SectionBoundary, usable on a phone (a wide table scrolls inside the card).
 */
export function ListPage({ fallbackTitle, extra, onIntent, children }: ListPageProps) {
  const title = usePageMeta().title || fallbackTitle
  return (
    <Card
      className="list-page"
      title={<h1 className="list-page__title">{title}</h1>}
      extra={extra}
      onPointerEnter={onIntent}
      onFocusCapture={onIntent}
    >
      <SectionBoundary name={title}>{children}</SectionBoundary>
    </Card>
  )
}
