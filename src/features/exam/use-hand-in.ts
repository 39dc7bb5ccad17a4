import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useSubmitExamPaperMutation } from '../../api/assumed'
import type { PaperRecord } from '../../lib/exam-drafts'
import { HandInQueue, type HandInState } from './hand-in-queue'
import type { PaperStore } from './use-paper-record'

/** SubmitExamPaper's body: the paper and each answer by question id. */
const bodyOf = (record: PaperRecord) => ({
  userpaperId: record.paperId,
  answers: Object.entries(record.answers).map(([questionId, answer]) => ({ questionId, answer })),
})

/**
 * Hands the paper in through one HandInQueue for as long as the page shows it (one call at a
 * time, retried with back-off and when the browser is back online: see hand-in-queue.ts). A paper
 * frozen before the page opened is sent at once; `send` sends now (the first time, or a retry),
 * `retry` is the learner's 重新提交 or 立即重试 (after a refusal as well).
 * `onAcknowledged` runs once the backend has taken the paper.
 */
export function useHandIn(paper: PaperStore, onAcknowledged: () => void) {
  const [submitPaper] = useSubmitExamPaperMutation()
  const [state, setState] = useState<HandInState>({ phase: 'idle' })
  const queue = useRef<HandInQueue>(undefined)
  // the paper as this page holds it, frozen at the hand-in; not the device's copy, which is older
  // once the device stopped keeping changes (storage full): answers given since would be lost
  const submit = useEffectEvent(() => submitPaper(bodyOf(paper.get().record)).unwrap())
  const acknowledged = useEffectEvent(onAcknowledged)

  // the queue holds timers and listens for the browser coming back online
  useEffect(() => {
    // an answer that comes after the page closed changes nothing here
    let open = true
    const q = new HandInQueue(
      () => submit(),
      (next) => {
        if (!open) return
        setState(next)
        if (next.phase === 'done') acknowledged()
      },
    )
    queue.current = q
    if (paper.get().record.handIn) void q.send()
    return () => {
      open = false
      q.dispose()
    }
  }, [paper])

  const send = () => void queue.current?.send()
  // the learner's click: tries again after a refusal too
  const retry = () => void queue.current?.retry()
  return { state, send, retry }
}
