import { sysMessageApi } from '../../api/sys-message'
import { parseListState } from '../../components/list/list-state'
import type { PrefetchDispatch } from '../../lib/route-prefetch'
import { messageListBody, messageListSpec } from './message-query'

/**
 * Starts the message centre's list call with the page's own arguments (its URL's keyword, read
 * state, type, page and size) while its code downloads (route-loader.ts).
 */
export function prefetchMessages(dispatch: PrefetchDispatch, params: URLSearchParams): void {
  const body = messageListBody(parseListState(params, messageListSpec))
  dispatch(sysMessageApi.util.prefetch('getMessagePage', body, {}))
}
