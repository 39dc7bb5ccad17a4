import { useState } from 'react'

/**
 * True from the first time `open` is true: a lazy dialog's code loads when it is first asked
 * for, and the dialog then stays mounted, so it can play its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
