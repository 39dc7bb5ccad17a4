import { lazy, Suspense, useState } from 'react'
import { Button } from 'antd'
import { QrcodeOutlined } from '@ant-design/icons'

// antd's Popover (and its positioning engine) loads when the user first points at the link.
const QrPopover = lazy(() => import('./app-qr-popover-body'))

// The mobile app download code (behaviour B2.19), shown on hover, tap or keyboard focus.
export function AppQrPopover() {
  // how the user first reached the link: the popover's own copy of it keeps keyboard focus
  const [via, setVia] = useState<'pointer' | 'focus' | null>(null)
  const trigger = (
    <Button
      type="link"
      icon={<QrcodeOutlined />}
      style={{ paddingInline: 0 }}
      autoFocus={via === 'focus'}
      onMouseEnter={() => setVia((v) => v ?? 'pointer')}
      onFocus={() => setVia((v) => v ?? 'focus')}
      onClick={() => setVia((v) => v ?? 'pointer')}
    >
      手机APP下载
    </Button>
  )
  if (!via) return trigger
  return (
    <Suspense fallback={trigger}>
      <QrPopover>{trigger}</QrPopover>
    </Suspense>
  )
}
