import type { RankingEntry } from '../../api/train-res'
import type { SessionInfo } from '../../api/user-user'

/** The ranking full list (behaviour B9.6: the dashboard shows the top 5, this page the top 100). */
export const FULL_RANKING = { limit: 100 } as const

/**
 * The position (0-based) of the logged-in learner in a ranking, or -1. Ranking entries carry no
 * documented user id: the learner is found by name, and by the organisation when both sides have
 * it. The first match wins.
 */
export function myRankIndex(
  entries: RankingEntry[],
  me: Pick<SessionInfo, 'chnName' | 'orgName'> | null | undefined,
): number {
  if (!me?.chnName) return -1
  return entries.findIndex((entry) => {
    if (entry.chnName !== me.chnName) return false
    return !me.orgName || !entry.orgName || entry.orgName === me.orgName
  })
}
