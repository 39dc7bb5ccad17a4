import type { DialogState } from '../../components/list/use-dialog'
import {
  AuditDialog,
  AuditHistoryDialog,
  MoveDialog,
  OrderDialog,
  type ResDialogKind,
} from './res-dialog-loaders'
import type { ResRow } from './res-row'

/** Props of ResDialogs. */
export interface ResDialogsProps {
  dialog: DialogState<ResDialogKind, ResRow>
}

/** The resource lists' dialogs: 审核, 审核记录, 移动目录, 调整排序. */
export function ResDialogs({ dialog: { isOpen, row, close } }: ResDialogsProps) {
  return (
    <>
      <AuditDialog open={isOpen('audit')} row={row} onClose={close} />
      <AuditHistoryDialog open={isOpen('history')} row={row} onClose={close} />
      <MoveDialog open={isOpen('move')} row={row} onClose={close} />
      <OrderDialog open={isOpen('order')} row={row} onClose={close} />
    </>
  )
}
