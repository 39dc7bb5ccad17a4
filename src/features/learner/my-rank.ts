import type { RankingEntry } from '../../api/train-res'
import type { SessionInfo } from '../../api/user-user'

/** The ranking full list (spec 7 shows limit; 5 is the dashboard's, the page shows the top 100). */
export const FULL_RANKING = { limit: 100 } as const

/**
 * The position (0-based) of the logged-in learner in a ranking, or -1. Rows carry no documented
 * user id: a userId is used when both sides have one, else the name (and the organisation when
 * both have it). The first match wins.
 */
export function myRankIndex(
  entries: RankingEntry[],
  me: Pick<SessionInfo, 'chnName' | 'orgName' | 'userId'> | null | undefined,
): number {
  if (!me?.chnName && !me?.userId) return -1
  return entries.findIndex((entry) => {
    const userId = (entry as RankingEntry & { userId?: unknown }).userId
    if (me.userId && typeof userId === 'string' && userId) return userId === me.userId
    if (entry.chnName !== me.chnName) return false
    return !me.orgName || !entry.orgName || entry.orgName === me.orgName
  })
}
