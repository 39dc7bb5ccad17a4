import { useEffect, useRef, useState } from 'react'

type LockMessage =
  | { type: 'claim'; key: string; tab: string }
  | { type: 'held'; key: string; tab: string }
  | { type: 'take'; key: string; tab: string }

const CHANNEL = 'yd-exam-paper'

/**
 * One tab per paper. A tab opening a paper asks the others; one that has it open answers, and the
 * newcomer is told the paper is open elsewhere (it may take it over, which hands the other tab the
 * same notice) instead of both overwriting the saved answers. Without BroadcastChannel every tab
 * works on its own.
 */
export function usePaperLock(key: string | undefined): {
  elsewhere: boolean
  takeOver: () => void
} {
  const [elsewhere, setElsewhere] = useState(false)
  const take = useRef<() => void>(undefined)

  useEffect(() => {
    if (!key || typeof BroadcastChannel === 'undefined') return
    const tab = Math.random().toString(36).slice(2)
    const bc = new BroadcastChannel(CHANNEL)
    let holding = true
    bc.onmessage = (event: MessageEvent<LockMessage>) => {
      const m = event.data
      if (!m || m.key !== key || m.tab === tab) return
      if (m.type === 'claim' && holding)
        bc.postMessage({ type: 'held', key, tab } satisfies LockMessage)
      if (m.type === 'held') {
        holding = false
        setElsewhere(true)
      }
      if (m.type === 'take') {
        holding = false
        setElsewhere(true)
      }
    }
    bc.postMessage({ type: 'claim', key, tab } satisfies LockMessage)
    take.current = () => {
      holding = true
      bc.postMessage({ type: 'take', key, tab } satisfies LockMessage)
      setElsewhere(false)
    }
    return () => {
      bc.close()
      take.current = undefined
      setElsewhere(false)
    }
  }, [key])

  const takeOver = () => take.current?.()
  return { elsewhere, takeOver }
}
