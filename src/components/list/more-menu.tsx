import { Dropdown } from 'antd'
import { useState, type ReactNode } from 'react'
import { LinkButton } from './link-button'

/** One entry of a 更多 menu. */
export interface MoreMenuItem {
  key: string
  label: ReactNode
  danger?: boolean
  disabled?: boolean
}

/** Props of MoreMenu. */
export interface MoreMenuProps {
  items: MoreMenuItem[]
  onPick: (key: string) => void
}

// antd's DownOutlined drawn directly: one per row, without the icon component's work
const down = (
  <svg viewBox="64 64 896 896" width="10" height="10" fill="currentColor" aria-hidden="true">
    <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
  </svg>
)

/**
 * The 更多 button of a table row. A list shows up to 100 rows: the dropdown (a popup trigger
 * each) is only built for a row whose button is used, not for every row of the page. Enter,
 * Space or a click opens it; Esc closes it.
 */
export function MoreMenu({ items, onPick }: MoreMenuProps) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = (
    <LinkButton
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={() => {
        setUsed(true)
        setOpen(!open)
      }}
    >
      更多 {down}
    </LinkButton>
  )
  if (!used) return button
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={(next, info) => {
        // the button's own click toggles; only outside clicks and Esc close from here
        if (info.source === 'menu' || !next) setOpen(next)
      }}
      menu={{
        items: items.map(({ key, label, danger, disabled }) => ({ key, label, danger, disabled })),
        onClick: ({ key }) => {
          setOpen(false)
          onPick(key)
        },
      }}
    >
      {button}
    </Dropdown>
  )
}
