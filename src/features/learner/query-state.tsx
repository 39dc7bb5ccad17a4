import { Empty, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { ListError } from '../../components/list/list-error'

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
  rows?: number
  children: ReactNode
}

/** Loading skeleton, error with 重试, 暂无数据, or the content. */
export function QueryState({ query, empty, errorTitle, rows = 4, children }: QueryStateProps) {
  if (query.isLoading) return <Skeleton active title={false} paragraph={{ rows }} />
  if (query.isError)
    return <ListError error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  return <>{children}</>
}
