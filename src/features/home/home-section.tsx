import type { ReactNode } from 'react'
import { Alert, Button, Empty, Skeleton } from 'antd'
import { SectionBoundary } from '../../components/section-boundary'

/** What a section needs to know about its query (a subset of an RTK Query result). */
export interface SectionQuery {
  isLoading: boolean
  isError: boolean
  error?: unknown
  refetch: () => unknown
}

function messageOf(error: unknown): string {
  const message =
    error && typeof error === 'object' && 'message' in error
      ? (error as { message: unknown }).message
      : ''
  return typeof message === 'string' && message ? message : '加载失败'
}

export interface SectionBodyProps {
  query: SectionQuery
  empty: boolean
  rows?: number
  children: ReactNode
}

/** Loading skeleton, error with 重试, 暂无数据, or the content: one failing call stays local. */
export function SectionBody({ query, empty, rows = 3, children }: SectionBodyProps) {
  if (query.isLoading) return <Skeleton active title={false} paragraph={{ rows }} />
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={messageOf(query.error)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      />
    )
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  return <>{children}</>
}

export interface HomeSectionProps {
  id: string
  title: string
  extra?: ReactNode
  className?: string
  children: ReactNode
}

/** A titled block of the home page (h2 names the region for screen readers). */
export function HomeSection({ id, title, extra, className, children }: HomeSectionProps) {
  return (
    <section className={`home-section ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <div className="home-section__head">
        <h2 id={`${id}-title`} className="home-section__title">
          {title}
        </h2>
        {extra}
      </div>
      <SectionBoundary name={title}>{children}</SectionBoundary>
    </section>
  )
}
