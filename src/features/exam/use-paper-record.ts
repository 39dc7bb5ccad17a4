import { useRef, useState } from 'react'
import type { ExamQuestion } from '../../api/assumed'
import { emptyRecord, readPaper, writePaper, type PaperRecord } from './exam-store'
import type { Deadline } from './paper-deadline'

interface Paper {
  userId: string
  paperId: string
  examCode: string
  examName: string
  deadline: Deadline | undefined
}

/**
 * The deadline to count down: an exact one before an estimate, and of two alike the earlier, so
 * that a paper is never handed in later than it must be, nor before its time.
 */
export function bestDeadline(a?: Deadline, b?: Deadline): Deadline | undefined {
  if (!a || !b) return a ?? b
  if (a.estimated !== b.estimated) return a.estimated ? b : a
  return a.at <= b.at ? a : b
}

/**
 * The paper's state on this device: every change is written to storage first, synchronously,
 * and only then shown. `storageFailed` says the device refused to keep it.
 */
export function usePaperRecord({ userId, paperId, examCode, examName, deadline }: Paper) {
  const [record, setRecord] = useState<PaperRecord>(() => {
    const stored = readPaper(userId, paperId)
    if (stored) return { ...stored, deadline: bestDeadline(stored.deadline, deadline) }
    return { ...emptyRecord(examCode, paperId), examName, deadline }
  })
  const latest = useRef(record)
  const [storageFailed, setStorageFailed] = useState(false)

  /** Applies a change to the latest state, saves it, then shows it. */
  const save = (change: (r: PaperRecord) => PaperRecord, questions?: ExamQuestion[]) => {
    const next = change(latest.current)
    const kept = { ...next, questions: questions ?? next.questions }
    latest.current = kept
    if (!writePaper(userId, kept)) setStorageFailed(true)
    setRecord(kept)
    return kept
  }

  return { record, save, storageFailed }
}
