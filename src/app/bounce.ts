import { redirect, replace } from 'react-router'

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } }
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void
}

/** How the route loaders redirect; one per router (createRoutes takes it). */
export interface Bouncer {
  /** A loader redirect that leaves nothing behind in the history. */
  bounce: (to: string) => Response
  /** Follows `router` so bounce() knows what kind of navigation is loading; returns the stopper. */
  follow: (router: RouterLike, win?: Window) => () => void
}

/**
 * On the first load and on back/forward the address bounced from is already a history entry (a
 * token URL, a page the user may no longer open): replace it, or the back button would land on
 * it again. On a link or navigate() the bounced address never enters the history, so a plain
 * redirect keeps the page the user came from. Never followed, it always replaces.
 */
export function createBouncer(): Bouncer {
  // Until the first page has settled every redirect is part of the initial load.
  let settled = false
  // Back/forward: the address being loaded is already an entry of the browser history.
  let popped = false
  return {
    bounce: (to) => (!settled || popped ? replace(to) : redirect(to)),
    follow(router, win = globalThis.window) {
      const onPop = () => {
        popped = true
      }
      // Capture: at the window itself capture listeners run before the router's own popstate
      // listener, which may start the loaders synchronously.
      win?.addEventListener('popstate', onPop, { capture: true })
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          settled = true
          popped = false
        }
      })
      if (router.state.initialized && router.state.navigation.state === 'idle') settled = true
      return () => {
        win?.removeEventListener('popstate', onPop, { capture: true })
        unsubscribe()
      }
    },
  }
}
