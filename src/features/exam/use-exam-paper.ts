import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { exUserexamApi, type BeginExamData } from '../../api/ex-userexam'
import type { HttpError } from '../../api/http'
import {
  examPayload,
  keepExamPayload,
  readExamPayload,
} from '../../components/exam-detail/exam-payload'
import { useAppDispatch } from '../../lib/hooks'
import { hrefs } from '../../lib/paths'
import { serverNow } from '../../lib/server-clock'
import { needsHandIn, readPaperOfExam } from '../../lib/exam-drafts'
import type { Deadline } from '../../lib/exam-drafts'
import { paperDeadline, type StartedPaper } from './paper-deadline'

export type PaperLookup =
  | { kind: 'loading' }
  | { kind: 'error'; error: HttpError }
  /** no paper in progress: the learner starts one from the exam detail */
  | { kind: 'closed' }
  /** deadline undefined: no time is known, the paper has no countdown */
  | { kind: 'paper'; paperId: string; examName: string; deadline: Deadline | undefined }

type Kept = StartedPaper & { examName?: string; userpaper?: { id?: unknown } }

function fromPayload(payload: unknown): PaperLookup | undefined {
  const kept = payload as Kept | undefined
  const id = kept?.userpaper?.id
  if (id === undefined || id === null || id === '') return undefined
  return {
    kind: 'paper',
    paperId: String(id),
    examName: kept?.examName ?? '',
    deadline: paperDeadline(kept ?? {}),
  }
}

/**
 * Which paper /ysUserExam/exam?examCode= works on. In order: a paper of this exam still to be
 * handed in from this device (frozen for the hand-in, or its time ran out while no page had it
 * open: sent before anything is started again, never left to a BeginExam that would take it with
 * the answers the server holds); the paper the exam detail started (BeginExam's answer kept in
 * this tab's session storage); else the learner's status: a paper in progress is continued
 * (BeginExam answers the same paper), one already handed in shows its result, and anything else is
 * started from the exam detail.
 */
export function useExamPaper(examCode: string, userId: string): PaperLookup {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  // a start from the detail dialog navigates to this same url: look again
  const { key } = useLocation()
  const current = `${examCode}|${userId}|${key}`
  const [found, setFound] = useState<{ for: string; lookup: PaperLookup }>()

  useEffect(() => {
    let live = true
    const settle = (lookup: PaperLookup) => live && setFound({ for: current, lookup })
    const kept = fromPayload(readExamPayload(examCode, userId))
    const waiting = readPaperOfExam(userId, examCode)
    const find = async (): Promise<PaperLookup> => {
      if (waiting && needsHandIn(waiting, serverNow()))
        return {
          kind: 'paper',
          paperId: waiting.paperId,
          examName: waiting.examName ?? '',
          deadline: waiting.deadline,
        }
      if (kept) return kept
      const detail = await dispatch(
        exUserexamApi.endpoints.getUserExamDetail.initiate(
          { excode: examCode },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap()
      const { examinfo, examuser } = detail
      if (examuser?.status !== 20) return { kind: 'closed' }
      const started = await dispatch(exUserexamApi.endpoints.beginExam.initiate(examinfo)).unwrap()
      const data: BeginExamData = started
      if (data.isSubExam) {
        navigate(hrefs.examView(data.userpaper.id), { replace: true })
        return { kind: 'loading' }
      }
      const payload = examPayload(examinfo, examuser, data)
      keepExamPayload(examCode, payload, userId)
      // from the answer itself: a browser that refuses session storage still gets its paper
      return fromPayload({ ...payload, receivedAt: serverNow() }) ?? { kind: 'closed' }
    }
    find().then(settle, (error: HttpError) => settle({ kind: 'error', error }))
    return () => {
      live = false
    }
  }, [dispatch, navigate, examCode, userId, current])

  return found?.for === current ? found.lookup : { kind: 'loading' }
}
