import { lazy, Suspense, useState } from 'react'
import { SettingOutlined } from '@ant-design/icons'
import { useOpenedOnce } from '../lib/use-opened-once'
import './layout.css'

// The drawer and its colour picker load when the gear button is first pressed.
const SettingsPanel = lazy(() => import('./settings-panel'))

/**
 * The navbar's gear button and the layout settings drawer; every change is saved for the next
 * visit. (The legacy tab fixed on the right edge covered the pages' buttons and counters.)
 */
export function SettingsDrawer() {
  const [open, setOpen] = useState(false)
  const used = useOpenedOnce(open)
  return (
    <>
      <button
        type="button"
        className="navbar-action"
        aria-label="系统布局配置"
        title="系统布局配置"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SettingOutlined style={{ fontSize: 18 }} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
