import { Skeleton } from 'antd'

/**
 * The loading state: skeleton lines, read out as 加载中. No title line: antd draws it as an empty
 * heading, which a screen reader lists among the page's headings.
 */
export function Loading({ rows = 4, avatar = false }: { rows?: number; avatar?: boolean }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">加载中</span>
      <Skeleton active avatar={avatar} title={false} paragraph={{ rows }} />
    </div>
  )
}
