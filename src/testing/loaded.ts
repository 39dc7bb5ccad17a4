import { LOADED, type Echo } from '../api/echo'

/**
 * A record as an echoed answer schema gives it (api/answer.ts `echoed`): its fields, and itself
 * as the backend sent it, which a save sends back. For tests that build records by hand: the type
 * is the one the test asks for (a record as sent may spell its values more loosely).
 */
export function asLoaded<T extends object>(record: object): T & Echo {
  return { ...record, [LOADED]: record } as T & Echo
}
