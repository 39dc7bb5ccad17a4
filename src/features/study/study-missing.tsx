import { Button } from 'antd'
import { StatusResult } from '../../components/status-result'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../lib/paths'

export interface StudyMissingProps {
  /** why the course cannot be shown (the server's msg, e.g. 资源不存在或未发布) */
  message: string
  /** a failure that may pass (network, server error): offer 重试 */
  onRetry?: () => void
}

/** A course that cannot be studied: the reason and a way back, never a blank page. */
export function StudyMissing({ message, onRetry }: StudyMissingProps) {
  const navigate = useNavigate()
  // the first page of the tab (a link opened in a new tab) has nothing to go back to
  const first = useLocation().key === 'default'
  return (
    <StatusResult
      status="warning"
      title={<h1 className="study-missing__title">{message}</h1>}
      subTitle="请返回上一页重新选择课程，或回到首页。"
      extra={[
        onRetry && (
          <Button key="retry" onClick={onRetry}>
            重试
          </Button>
        ),
        <Button key="back" onClick={() => void (first ? navigate(paths.dashboard) : navigate(-1))}>
          返回上一页
        </Button>,
        <Button key="home" type="primary" onClick={() => void navigate(paths.dashboard)}>
          返回首页
        </Button>,
      ]}
    />
  )
}
