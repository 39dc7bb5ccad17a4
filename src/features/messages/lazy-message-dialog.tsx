import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '../../lib/use-opened-once'
import type { MessageDialogProps } from './message-dialog'

const MessageDialog = lazy(() =>
  import('./message-dialog').then((m) => ({ default: m.MessageDialog })),
)

/** The message dialog, loaded when a message is first opened (not with the page). */
export function LazyMessageDialog(props: MessageDialogProps) {
  const used = useOpenedOnce(props.open)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <MessageDialog {...props} />
    </Suspense>
  )
}
