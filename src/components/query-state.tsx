import { Empty, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { ListError } from './list/list-error'

/** What QueryState needs of an RTK Query result. */
export interface QueryLike {
  isLoading: boolean
  isError: boolean
  error?: unknown
  refetch: () => unknown
}

export interface QueryStateProps {
  query: QueryLike
  /** true when the loaded answer has nothing to show */
  empty: boolean
  /** what failed, e.g. 学习排行加载失败 */
  errorTitle: string
  /** a failure found in an answer that came back (a malformed page), shown as the query's own */
  error?: unknown
  rows?: number
  children: ReactNode
}

/** Loading skeleton, error with 重试, 暂无数据, or the content. */
export function QueryState({
  query,
  empty,
  errorTitle,
  error,
  rows = 4,
  children,
}: QueryStateProps) {
  if (query.isLoading) return <Skeleton active title={false} paragraph={{ rows }} />
  const failure = query.isError ? query.error : error
  if (query.isError || failure)
    return <ListError error={failure} title={errorTitle} onRetry={() => void query.refetch()} />
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  return <>{children}</>
}
