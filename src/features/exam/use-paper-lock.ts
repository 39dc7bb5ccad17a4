import { useEffect, useRef, useState } from 'react'

type LockMessage =
  | { type: 'claim'; key: string; tab: string }
  | { type: 'held'; key: string; tab: string }
  | { type: 'take'; key: string; tab: string }

const CHANNEL = 'yd-exam-paper'

/**
 * How long a tab opening a paper waits for a tab that has it open to say so. Tabs of one browser
 * answer within a few milliseconds; a paper shown before the answer came would be worked on (or
 * handed in) twice.
 */
export const LOCK_WAIT_MS = 300

/** asking: the other tabs have not all had their say yet; the paper is not shown meanwhile */
export type LockState = 'asking' | 'mine' | 'elsewhere'

const channels = typeof BroadcastChannel !== 'undefined'

/**
 * One tab per paper. A tab opening a paper asks the others and waits for their answer before it
 * shows the paper; one that has it open answers, and the newcomer is told the paper is open
 * elsewhere (it may take it over, which hands the other tab the same notice) instead of both
 * overwriting the saved answers or sending them twice. Two tabs asking at once: the one with the
 * smaller id answers for itself. Without BroadcastChannel every tab works on its own.
 */
export function usePaperLock(key: string | undefined): {
  state: LockState
  takeOver: () => void
} {
  const [found, setFound] = useState<{ key: string; state: LockState }>()
  const take = useRef<() => void>(undefined)

  useEffect(() => {
    if (!key || !channels) return
    const tab = Math.random().toString(36).slice(2)
    const bc = new BroadcastChannel(CHANNEL)
    let asking = true
    let holding = false
    const settle = (state: LockState) => {
      asking = false
      holding = state === 'mine'
      clearTimeout(timer)
      setFound({ key, state })
    }
    const timer = setTimeout(() => settle('mine'), LOCK_WAIT_MS)
    const say = (type: LockMessage['type']) => bc.postMessage({ type, key, tab } as LockMessage)
    bc.onmessage = (event: MessageEvent<LockMessage>) => {
      const m = event.data
      if (!m || m.key !== key || m.tab === tab) return
      if (m.type === 'claim' && (holding || (asking && tab < m.tab))) say('held')
      if (m.type === 'held' || m.type === 'take') settle('elsewhere')
    }
    say('claim')
    take.current = () => {
      settle('mine')
      say('take')
    }
    return () => {
      clearTimeout(timer)
      bc.close()
      take.current = undefined
    }
  }, [key])

  const state: LockState = !key || !channels ? 'mine' : found?.key === key ? found.state : 'asking'
  return { state, takeOver: () => take.current?.() }
}
