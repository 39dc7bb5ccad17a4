import { Empty, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { messageOf } from '../lib/error-message'
import { LoadError } from './load-error'

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
  /**
   * what failed, e.g. 学习排行加载失败; without it the server's message is the title (加载失败
   * when it has none) and is not repeated below it
   */
  errorTitle?: string
  /** a failure found in an answer that came back (a malformed page), shown as the query's own */
  error?: unknown
  /** lines of the loading skeleton */
  rows?: number
  /** what shows while loading instead of the skeleton lines, e.g. a skeleton with a title */
  loading?: ReactNode
  /** the empty state's picture: antd's small one, unless a page shows Empty.PRESENTED_IMAGE_DEFAULT */
  emptyImage?: ReactNode
  children: ReactNode
}

/**
 * A loading state of any shape, read out as 加载中: for one that holds the room of its content
 * (the home page's tiles), which hides what it draws from screen readers itself.
 */
export function Busy({ children }: { children: ReactNode }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">加载中</span>
      {children}
    </div>
  )
}

/**
 * A list's room while it loads: `count` blank items drawn by the loaded list's own classes (the
 * home page's quick-link pills, its category tiles), so that the loaded items take their place.
 */
export function LoadingList(props: { count: number; className: string; itemClassName: string }) {
  return (
    <Busy>
      <ul className={props.className} aria-hidden="true">
        {Array.from({ length: props.count }, (_, i) => (
          <li key={i}>
            <span className={props.itemClassName}>{'\u00a0'}</span>
          </li>
        ))}
      </ul>
    </Busy>
  )
}

/**
 * The loading state: skeleton lines, read out as 加载中. No title line: antd draws it as an empty
 * heading, which a screen reader lists among the page's headings.
 */
export function Loading({ rows = 4, avatar = false }: { rows?: number; avatar?: boolean }) {
  return (
    <Busy>
      <Skeleton active avatar={avatar} title={false} paragraph={{ rows }} />
    </Busy>
  )
}

/** Loading skeleton, error with 重试, 暂无数据, or the content: a failing call stays local. */
export function QueryState({
  query,
  empty,
  errorTitle,
  error,
  rows = 4,
  loading,
  emptyImage = Empty.PRESENTED_IMAGE_SIMPLE,
  children,
}: QueryStateProps) {
  if (query.isLoading) return loading ?? <Loading rows={rows} />
  const failure = query.isError ? query.error : error
  if (query.isError || failure) {
    const retry = () => void query.refetch()
    if (errorTitle) return <LoadError error={failure} title={errorTitle} onRetry={retry} />
    return <LoadError error={undefined} title={messageOf(failure) ?? '加载失败'} onRetry={retry} />
  }
  if (empty) return <Empty image={emptyImage} description="暂无数据" />
  return <>{children}</>
}
