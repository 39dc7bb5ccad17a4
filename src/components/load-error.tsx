import { Alert, Button } from 'antd'
import { messageOf } from '../lib/error-message'

/** Props of LoadError. */
export interface LoadErrorProps {
  error: unknown
  /** what failed, e.g. 新闻列表加载失败 */
  title?: string
  onRetry: () => void
}

/** Something that failed to load: what failed, the server's message and 重试. */
export function LoadError({ error, title = '列表加载失败', onRetry }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={messageOf(error)}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  )
}
