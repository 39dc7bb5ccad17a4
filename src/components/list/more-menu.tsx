import { DownOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
import { useState, type ReactNode } from 'react'

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

/**
 * The 更多 button of a table row. A list shows up to 100 rows: the dropdown (a popup trigger
 * each) is only built for a row whose button is used, not for every row of the page. Enter,
 * Space or a click opens it; Esc closes it.
 */
export function MoreMenu({ items, onPick }: MoreMenuProps) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = (
    <Button
      type="link"
      size="small"
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={() => {
        setUsed(true)
        setOpen(!open)
      }}
    >
      更多 <DownOutlined aria-hidden />
    </Button>
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
