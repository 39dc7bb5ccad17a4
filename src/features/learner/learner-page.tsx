import { Card } from 'antd'
import type { ReactNode } from 'react'
import { SectionBoundary } from '../../components/section-boundary'
import { usePageMeta } from '../../lib/use-page-meta'
import './learner.css'

export interface LearnerPageProps {
  /** beside the heading (a filter, a count) */
  extra?: ReactNode
  children: ReactNode
}

/**
 * The frame of a learner menu page: one card headed by the menu entry's name (the server menu
 * names these pages, so the title comes from it), its content inside a SectionBoundary.
 */
export function LearnerPage({ extra, children }: LearnerPageProps) {
  const { title } = usePageMeta()
  return (
    <Card
      className="learner-page"
      title={<h1 className="learner-page__title">{title}</h1>}
      extra={extra}
    >
      <SectionBoundary name={title || '学习中心'}>{children}</SectionBoundary>
    </Card>
  )
}
