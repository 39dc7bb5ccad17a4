import {
  AuditDialog,
  AuditHistoryDialog,
  MoveDialog,
  OrderDialog,
  type OpenedResDialog,
} from './res-dialog-loaders'

/** Props of ResDialogs. */
export interface ResDialogsProps {
  opened: OpenedResDialog
  close: () => void
}

/** The resource lists' dialogs: 审核, 审核记录, 移动目录, 调整排序. */
export function ResDialogs({ opened: { kind, open, row }, close }: ResDialogsProps) {
  return (
    <>
      <AuditDialog open={open && kind === 'audit'} row={row} onClose={close} />
      <AuditHistoryDialog open={open && kind === 'history'} row={row} onClose={close} />
      <MoveDialog open={open && kind === 'move'} row={row} onClose={close} />
      <OrderDialog open={open && kind === 'order'} row={row} onClose={close} />
    </>
  )
}
