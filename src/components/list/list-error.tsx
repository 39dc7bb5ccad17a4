import { Alert, Button } from 'antd'

/** The message of a failed call (the request layer's HttpError, a serialized error, an Error). */
function messageOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return typeof error.message === 'string' ? error.message : undefined
  }
  return undefined
}

/** Props of ListError. */
export interface ListErrorProps {
  error: unknown
  /** what failed, e.g. 新闻列表加载失败 */
  title?: string
  onRetry: () => void
}

/** A list that failed to load: what failed, the server's message and 重试. */
export function ListError({ error, title = '列表加载失败', onRetry }: ListErrorProps) {
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
