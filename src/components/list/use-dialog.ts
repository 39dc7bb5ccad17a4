import { useCallback, useMemo, useState } from 'react'
import type { DialogMode } from './form-dialog'

/** What useDialog gives a screen. */
export interface DialogState<R> {
  open: boolean
  mode: DialogMode
  /** the record being edited; undefined when adding */
  record: R | undefined
  openAdd: () => void
  openEdit: (record: R) => void
  close: () => void
}

/** Open/mode/record of a screen's add/edit dialog. */
export function useDialog<R>(): DialogState<R> {
  const [state, setState] = useState<{ open: boolean; mode: DialogMode; record?: R }>({
    open: false,
    mode: 'add',
  })
  const openAdd = useCallback(() => setState({ open: true, mode: 'add' }), [])
  const openEdit = useCallback((record: R) => setState({ open: true, mode: 'edit', record }), [])
  // mode and record stay while the dialog fades out, so its title does not flip on the way
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), [])
  return useMemo(
    () => ({ open: state.open, mode: state.mode, record: state.record, openAdd, openEdit, close }),
    [state, openAdd, openEdit, close],
  )
}
