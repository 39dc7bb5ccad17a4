import type { ReactNode } from 'react'
import { Empty, Skeleton } from 'antd'
import { ListError } from '../../components/list/list-error'

/** What a section needs of its query (a subset of an RTK Query result). */
export interface SectionQuery {
  isLoading: boolean
  isError: boolean
  error?: unknown
  refetch: () => unknown
}

export interface SectionStateProps {
  query: SectionQuery
  empty: boolean
  /** what failed, e.g. 笔记加载失败 */
  failure: string
  rows?: number
  children: ReactNode
}

/** Loading skeleton, the error with 重试, 暂无数据, or the content: one failing call stays local. */
export function SectionState({ query, empty, failure, rows = 3, children }: SectionStateProps) {
  if (query.isLoading) return <Skeleton active title={false} paragraph={{ rows }} />
  if (query.isError)
    return <ListError error={query.error} title={failure} onRetry={() => void query.refetch()} />
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  return <>{children}</>
}
