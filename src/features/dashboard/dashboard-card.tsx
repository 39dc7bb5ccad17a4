import { useId, type ReactNode } from 'react'
import { Card, Empty, Skeleton } from 'antd'
import { ListError } from '../../components/list/list-error'
import { SectionBoundary } from '../../components/section-boundary'

/** What a card needs to know about its call (a subset of an RTK Query result). */
export interface CardQuery {
  isLoading: boolean
  isError: boolean
  error?: unknown
  refetch: () => unknown
}

export interface CardStateProps {
  query: CardQuery
  /** the call worked but brought nothing to show */
  empty: boolean
  /** what failed, e.g. 学习排行 (shown as 学习排行加载失败) */
  what: string
  rows?: number
  children: ReactNode
}

/** Loading skeleton, the error with 重试, 暂无数据, or the content: a failing call stays local. */
export function CardState({ query, empty, what, rows = 3, children }: CardStateProps) {
  if (query.isLoading) return <Skeleton active title={false} paragraph={{ rows }} />
  if (query.isError)
    return (
      <ListError
        title={`${what}加载失败`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  return <>{children}</>
}

export interface DashboardCardProps {
  title: string
  extra?: ReactNode
  className?: string
  children: ReactNode
}

/** A card of the dashboard: a named region whose content cannot take the page down. */
export function DashboardCard({ title, extra, className, children }: DashboardCardProps) {
  const id = useId()
  return (
    <Card
      title={
        <h2 id={id} className="dash-card__title">
          {title}
        </h2>
      }
      extra={extra}
      className={`dash-card ${className ?? ''}`}
      role="region"
      aria-labelledby={id}
    >
      <SectionBoundary name={title}>{children}</SectionBoundary>
    </Card>
  )
}
