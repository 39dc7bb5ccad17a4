import { loginAs, type Who } from '../../mocks/test-harness'
import { loadSession } from '../app/load-session'
import { makeStore } from '../app/store'

/**
 * A store signed in as `who` with the session loaded (menus and action values), as the guard
 * leaves it before a page renders: for a page or dialog rendered without the router's loaders.
 */
export async function signedInStore(who: Who = 'admin') {
  loginAs(who)
  const store = makeStore()
  await loadSession(store)
  return store
}
