import type { ReactNode } from 'react'
import { Alert, Button } from 'antd'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'

function SectionCrashed({ resetErrorBoundary }: FallbackProps) {
  return (
    <Alert
      type="error"
      showIcon
      title="这部分内容暂时无法显示"
      action={
        <Button size="small" onClick={resetErrorBoundary}>
          重试
        </Button>
      }
    />
  )
}

/**
 * One section of a page: if its content throws while rendering, only this section shows the error
 * with 重试, and the rest of the page, the header, the navigation and the footer stay usable.
 * `name` says which section in the console.
 */
export function SectionBoundary({
  name,
  resetKeys,
  children,
}: {
  name: string
  /** values that, when they change (the page's path), clear the error */
  resetKeys?: unknown[]
  children: ReactNode
}) {
  return (
    <ErrorBoundary
      FallbackComponent={SectionCrashed}
      resetKeys={resetKeys}
      onError={(error) => console.error(`页面区块「${name}」渲染失败：`, error)}
    >
      {children}
    </ErrorBoundary>
  )
}
