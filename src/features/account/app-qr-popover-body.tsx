import type { ReactElement } from 'react'
import { Popover } from 'antd'
import { config } from '../../lib/env'

/** The popover of AppQrPopover, open as it mounts: the pointer or focus that loaded it is there. */
export default function AppQrPopoverBody({ children }: { children: ReactElement }) {
  return (
    <Popover
      trigger={['hover', 'click', 'focus']}
      placement="top"
      title="扫码下载手机APP"
      defaultOpen
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
      {children}
    </Popover>
  )
}
