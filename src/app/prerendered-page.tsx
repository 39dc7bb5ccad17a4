import { useLayoutEffect } from 'react'

/**
 * login.html's page, rendered at build time (scripts/prerender-plugin.ts), is marked
 * <html data-prerendered>; under the mark its styles hide the app's root for a signed-in visitor,
 * whom the router sends on. The app's first page replaces it, and the mark goes with that commit,
 * before it is painted: removed earlier, the prerendered form would show until the app's page is
 * ready. The login page itself takes its form over and removes the mark then (`takenOver`,
 * features/account/login/prerendered.ts).
 */
export function PrerenderedPageGone({ takenOver }: { takenOver: boolean }) {
  useLayoutEffect(() => {
    if (!takenOver) delete document.documentElement.dataset.prerendered
  }, [takenOver])
  return null
}
