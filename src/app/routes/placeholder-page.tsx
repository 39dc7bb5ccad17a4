import { Card, Empty } from 'antd'
import { usePageMeta } from '../../lib/use-page-meta'

/** Pages a later issue fills in: the route, title, guard and menu entry are already real. */
export function Component() {
  const { title } = usePageMeta()
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>}>
      <Empty description="该页面正在建设中" />
    </Card>
  )
}
