import { Button } from 'antd'
import { StatusResult } from '../../components/status-result'
import { useNavigate } from 'react-router'
import { paths } from '../../lib/paths'

/** Inline fallback of a detail page: why it is empty, 重试 when asking again may help, and a way home. */
export function DetailFallback({
  title,
  text,
  onRetry,
}: {
  title: string
  text?: string
  onRetry?: () => void
}) {
  const navigate = useNavigate()
  // a real link (new-tab friendly) that still navigates inside the app on a plain click
  const home = (
    <Button
      key="home"
      type="primary"
      href={paths.home}
      onClick={(e) => {
        e.preventDefault()
        navigate(paths.home)
      }}
    >
      返回首页
    </Button>
  )
  const retry = onRetry && (
    <Button key="retry" onClick={onRetry}>
      重试
    </Button>
  )
  return <StatusResult status="warning" title={title} subTitle={text} extra={[retry, home]} />
}
