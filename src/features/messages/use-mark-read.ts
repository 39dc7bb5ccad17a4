import { useCallback, useState } from 'react'
import {
  MESSAGE_TAGS,
  sysMessageApi,
  useSetIsReadMutation,
  type Message,
} from '../../api/sys-message'
import { toastError, toastSuccess, toastWarning } from '../../lib/feedback'
import { useAppDispatch } from '../../lib/hooks'
import { attempt } from '../../lib/mutation'

/** SetIsRead calls in flight at once: a long selection does not wait for each answer in turn. */
const AT_ONCE = 4

/** What 标为已读 says when it is done. */
export function markReadSummary(done: number, failed: number): string {
  if (failed === 0) return `已标为已读 ${done} 条`
  if (done === 0) return `${failed} 条消息标为已读失败`
  return `已标为已读 ${done} 条，${failed} 条失败`
}

/**
 * 标为已读 over selected rows: one SetIsRead per unread message, then the list and the unread
 * badge refreshed once (not once per message), and a summary toast. Answers the messages that
 * failed (still unread, so they stay selected).
 */
export function useMarkRead() {
  const [setIsRead] = useSetIsReadMutation()
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState(false)

  const markRead = useCallback(
    async (rows: readonly Message[]): Promise<Message[]> => {
      const queue = rows.filter((m) => m.isRead !== 1)
      if (queue.length === 0) return []
      setBusy(true)
      const failed: Message[] = []
      const work = async () => {
        for (let m = queue.shift(); m; m = queue.shift()) {
          const result = await attempt(setIsRead({ ...m, batch: true }))
          if (!result.ok) failed.push(m)
        }
      }
      const total = queue.length
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, total) }, work))
      const done = total - failed.length
      if (done > 0) dispatch(sysMessageApi.util.invalidateTags([...MESSAGE_TAGS]))
      setBusy(false)
      const summary = markReadSummary(done, failed.length)
      if (failed.length === 0) toastSuccess(summary)
      else if (done > 0) toastWarning(summary)
      else toastError(summary)
      return failed
    },
    [setIsRead, dispatch],
  )
  return { markRead, busy }
}
