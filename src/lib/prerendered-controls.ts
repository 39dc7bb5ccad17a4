// A page the build rendered (login.html, home.html: scripts/prerender-plugin.ts) shows its
// controls before the app has started. The app's first page renders the same markup over it, and
// takes over what the visitor did there: the last control pressed (route-preload.ts notes it on
// the page, the app presses it again) and the one with the focus, each by its place among the
// page's controls. Import-free: route-preload.ts, the page's first script, uses it.

/** What a press is noted on: buttons, and antd's tabs (a div with role="tab"). */
const PRESSABLE = 'button, [role="tab"]'
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

const page = () => document.getElementById('root')
const prerendered = () => document.documentElement.dataset.prerendered !== undefined

/** route-preload.ts's click listener: notes the control pressed on a prerendered page. */
export function notePress(event: Event): void {
  const root = page()
  const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null
  if (!prerendered() || !root || !control || !root.contains(control)) return
  // a submit button's press is the form's submission, which route-preload.ts notes itself
  if (control instanceof HTMLButtonElement && control.type === 'submit') return
  document.documentElement.dataset.prerenderedClick = String(
    [...root.querySelectorAll(PRESSABLE)].indexOf(control),
  )
}

/** The place of the control pressed on the prerendered page, if any; the note goes. */
export function takePress(): number | null {
  const marks = document.documentElement.dataset
  const place = marks.prerenderedClick
  delete marks.prerenderedClick
  return place ? Number(place) : null
}

/** Presses the app's control at `place` (from takePress). */
export function pressAgain(place: number | null): void {
  if (place === null) return
  const control = page()?.querySelectorAll(PRESSABLE)[place]
  if (control instanceof HTMLElement) control.click()
}

/** The place of the prerendered page's focused control; read while that page is still in. */
export function focusedPlace(): number | null {
  const root = page()
  const active = document.activeElement
  if (!prerendered() || !root || !active || !root.contains(active)) return null
  const place = [...root.querySelectorAll(FOCUSABLE)].indexOf(active)
  return place < 0 ? null : place
}

/** Focuses the app's control at `place` (from focusedPlace), where the page is scrolled to. */
export function focusAgain(place: number | null): void {
  if (place === null) return
  const control = page()?.querySelectorAll(FOCUSABLE)[place]
  if (control instanceof HTMLElement) control.focus({ preventScroll: true })
}
