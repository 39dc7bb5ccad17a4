import { useCallback, useMemo, useState } from 'react'

/** What useDialog gives a screen. */
export interface DialogState<Kind extends string, Row> {
  /** the dialog opened last; it stays after closing, so the dialog keeps its content as it fades */
  kind: Kind | undefined
  /** the row it was opened for; undefined when opened without one (adding) */
  row: Row | undefined
  /** whether dialog `kind` is open; without a kind, whether any is */
  isOpen: (kind?: Kind) => boolean
  open: (kind: Kind, row?: Row) => void
  close: () => void
}

/**
 * Which of a screen's dialogs is open (one at a time), and for which row: `open('edit', row)`,
 * `open('add')`, `close()`. Lazy dialogs take `open={dialog.isOpen('edit')}` and load on first open.
 */
export function useDialog<Kind extends string, Row = never>(): DialogState<Kind, Row> {
  const [state, setState] = useState<{ opened: boolean; kind?: Kind; row?: Row }>({
    opened: false,
  })
  const open = useCallback((kind: Kind, row?: Row) => setState({ opened: true, kind, row }), [])
  // kind and row stay while the dialog fades out, so its title and fields do not flip on the way
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), [])
  return useMemo(
    () => ({
      kind: state.kind,
      row: state.row,
      isOpen: (kind?: Kind) => state.opened && (kind === undefined || state.kind === kind),
      open,
      close,
    }),
    [state, open, close],
  )
}
