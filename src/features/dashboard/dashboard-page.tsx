import { Card, Typography } from 'antd'
import { useAppSelector } from '../../lib/hooks'
import { selectInfo } from '../../lib/session-slice'

/** Placeholder of the dashboard (我的首页) until its own issue fills it in. */
export function Component() {
  const info = useAppSelector(selectInfo)
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>我的首页</h1>}>
      <Typography.Paragraph style={{ margin: 0 }}>
        欢迎回来，{info?.chnName ?? '同学'}！{info?.comPanyName ? `（${info.comPanyName}）` : ''}
      </Typography.Paragraph>
    </Card>
  )
}
