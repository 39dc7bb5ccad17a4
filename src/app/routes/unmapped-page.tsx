import { Card, Typography } from 'antd'
import { StatusResult } from '../../components/status-result'
import { useRevalidator } from 'react-router'
import { LoadError } from '../../components/load-error'
import { usePageMeta } from '../../lib/use-page-meta'
import { MENU_MAP_FILE } from '../menu-map'
import { pages } from '../pages'

/**
 * A server menu url the app cannot place: which url, and how an operator maps it. When the map
 * itself did not come (`mapMissing`), the url may well be mapped: the page says so and asks again.
 */
export function UnmappedPage({ url, mapMissing }: { url: string; mapMissing?: boolean }) {
  const { title } = usePageMeta()
  const revalidator = useRevalidator()
  if (mapMissing)
    return (
      <LoadError
        title={title ? `${title}：页面暂时无法打开` : '页面暂时无法打开'}
        error={{
          message: `未能读取菜单对应表 ${MENU_MAP_FILE}，暂时无法确定菜单地址 ${url} 对应的页面。请检查网络后重试。`,
        }}
        onRetry={() => void revalidator.revalidate()}
      />
    )
  return (
    <Card>
      <StatusResult
        status="warning"
        compact
        title={<h1 style={{ fontSize: 20, margin: 0 }}>{title || '未对应页面的菜单'}</h1>}
        subTitle={
          <>
            菜单地址 <Typography.Text code>{url}</Typography.Text> 尚未对应到任何页面。
          </>
        }
      >
        <Typography.Paragraph>
          请管理员在站点根目录的 <Typography.Text code>{MENU_MAP_FILE}</Typography.Text>{' '}
          中添加一行，把该地址对应到页面编号，例如：
        </Typography.Paragraph>
        <Typography.Paragraph>
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify({ [url]: pages[0].id }, null, 2)}
          </pre>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          可用的页面编号：{pages.map((p) => p.id).join('、')}。
        </Typography.Paragraph>
      </StatusResult>
    </Card>
  )
}
