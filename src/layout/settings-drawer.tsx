import { lazy, Suspense, useState } from 'react'
import { Button } from 'antd'
import { SettingOutlined } from '@ant-design/icons'
import { useOpenedOnce } from '../lib/use-opened-once'
import './layout.css'

// The drawer and its colour picker load when the gear button is first pressed.
const SettingsPanel = lazy(() => import('./settings-panel'))

/** The gear button and the layout settings drawer; every change is saved for the next visit. */
export function SettingsDrawer() {
  const [open, setOpen] = useState(false)
  const used = useOpenedOnce(open)
  return (
    <>
      <Button
        type="primary"
        className="settings-trigger"
        icon={<SettingOutlined />}
        aria-label="系统布局配置"
        onClick={() => setOpen(true)}
      />
      {used && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
