import { useState, useSyncExternalStore } from 'react'
import {
  clearPaper,
  emptyRecord,
  readPaper,
  writePaper,
  type PaperRecord,
} from '../../lib/exam-drafts'
import type { Deadline } from '../../lib/exam-drafts'
import { paperReducer, type PaperAction } from './paper-reducer'

interface Paper {
  userId: string
  paperId: string
  examCode: string
  examName: string
  deadline: Deadline | undefined
}

/** The saved paper, and whether the device refused to keep it (the page then says so). */
export interface SavedPaper {
  record: PaperRecord
  storageFailed: boolean
}

/** One paper on this device while its page is open. */
export interface PaperStore {
  get(): SavedPaper
  subscribe(listener: () => void): () => void
  /** Applies a change: written to the device first, synchronously, and only then shown. */
  dispatch(action: PaperAction): void
  /** Forgets the device copy: only once the backend acknowledged the hand-in. */
  forget(): void
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

function openPaper({ userId, paperId, examCode, examName, deadline }: Paper): PaperStore {
  const stored = readPaper(userId, paperId)
  const record = stored
    ? { ...stored, deadline: bestDeadline(stored.deadline, deadline) }
    : { ...emptyRecord(examCode, paperId), examName, deadline }
  let state: SavedPaper = { record, storageFailed: false }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispatch(action) {
      const next = paperReducer(state.record, action)
      if (next === state.record) return
      const kept = writePaper(userId, next)
      state = { record: next, storageFailed: state.storageFailed || !kept }
      listeners.forEach((listener) => listener())
    },
    forget: () => clearPaper(userId, { paperId, examCode }),
  }
}

/**
 * The paper's state on this device: the copy saved earlier (its deadline the best of the saved
 * one and `deadline`) or a new one. Every change is written to storage before it is shown.
 */
export function usePaperRecord(paper: Paper): SavedPaper & { store: PaperStore } {
  const [store] = useState(() => openPaper(paper))
  const saved = useSyncExternalStore(store.subscribe, store.get)
  return { ...saved, store }
}
