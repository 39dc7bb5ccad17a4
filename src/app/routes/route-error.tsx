import { Button } from 'antd'
import { StatusResult } from '../../components/status-result'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { messageOf } from '../../lib/error-message'

/** Last-resort screen when a page fails to load or render (a stale chunk after a deploy, say). */
export default function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : messageOf(error)
  return (
    <StatusResult
      status="error"
      title="页面加载失败"
      subTitle={detail || '请刷新页面后重试'}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  )
}
