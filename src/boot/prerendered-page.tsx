import { useLayoutEffect, useState } from 'react'
import { focusAgain, focusedControl, pressAgain, takeNotedFocus } from '../lib/prerendered-controls'

/**
 * login.html's and home.html's pages, rendered at build time (scripts/prerender-plugin.ts), are
 * marked <html data-prerendered>; under the mark their styles hide the app's root for a signed-in
 * visitor, whom the router sends on. The app's first page replaces the prerendered one, and the
 * mark goes with that commit, before it is painted: removed earlier, the prerendered page would
 * show until the app's page is ready. With it go the visitor's doings there: the control with the
 * focus keeps it, and the last one pressed (a tab, 培训登录, a course) is pressed again in the
 * app's page (lib/prerendered-controls.ts). The login page itself takes its form over and
 * removes the mark then (`takenOver`, features/account/login/prerendered.ts).
 */
export function PrerenderedPageGone({ takenOver }: { takenOver: boolean }) {
  // read as the render whose commit replaces the prerendered page begins, while it is still in;
  // a focus moved on since (between the render's slices: main.tsx) is noted (noteFocus)
  const [focused] = useState(() => {
    if (takenOver) return null
    takeNotedFocus()
    return focusedControl()
  })
  useLayoutEffect(() => {
    const marks = document.documentElement.dataset
    // once: StrictMode runs the effect twice in development
    if (takenOver || marks.prerendered === undefined) return
    delete marks.prerendered
    focusAgain(takeNotedFocus() ?? focused)
    pressAgain()
  }, [takenOver, focused])
  return null
}
