import { Button, Popover } from 'antd'
import { QrcodeOutlined } from '@ant-design/icons'
import { config } from '../../lib/env'

// The mobile app download code (spec 2), shown on hover or tap.
export function AppQrPopover() {
  return (
    <Popover
      trigger={['hover', 'click']}
      placement="top"
      title="扫码下载手机APP"
      content={
        <img
          className="auth-qr"
          src={config.service.appQrUrl}
          alt="手机APP下载二维码"
          width={144}
          height={144}
        />
      }
    >
      <Button type="link" icon={<QrcodeOutlined />} style={{ paddingInline: 0 }}>
        手机APP下载
      </Button>
    </Popover>
  )
}
