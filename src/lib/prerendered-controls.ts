// A page the build rendered (login.html, home.html: scripts/prerender-plugin.ts) shows its
// controls before the app has started. The app's first page renders over it, and takes over what
// the visitor did there: the last control pressed (route-preload.ts notes it on the page, the app
// presses it again) and the one with the focus. A control is found again by its role, its name
// and its place among the controls of that role and name: the app's page may hold more controls
// than the prerendered one (home.html's course tabs come with the app, before the courses), so
// a place among all controls could name another one. One not found is left alone.
// Import-free: route-preload.ts, the page's first script, uses it.

/** What a press is noted on: buttons, and antd's tabs (a div with role="tab"). */
const PRESSABLE = 'button, [role="tab"]'
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

const page = () => document.getElementById('root')
const prerendered = () => document.documentElement.dataset.prerendered !== undefined

const kindOf = (control: Element) => control.getAttribute('role') ?? control.localName
const nameOf = (control: Element) =>
  (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The controls `selector` matches in `root` with this role and name, in the page's order. */
const twins = (root: Element, selector: string, kind: string, name: string) =>
  [...root.querySelectorAll(selector)].filter(
    (other) => kindOf(other) === kind && nameOf(other) === name,
  )

/** The control's identity among those `selector` matches in `root`. */
function identify(control: Element, root: Element, selector: string): string {
  const kind = kindOf(control)
  const name = nameOf(control)
  return JSON.stringify([kind, name, twins(root, selector, kind, name).indexOf(control)])
}

/** The control `identity` names in the app's page, if it has one. */
function find(identity: string | undefined, selector: string): HTMLElement | null {
  const root = page()
  if (!identity || !root) return null
  try {
    const [kind, name, place] = JSON.parse(identity) as [string, string, number]
    const control = twins(root, selector, kind, name)[place]
    return control instanceof HTMLElement ? control : null
  } catch {
    return null
  }
}

/**
 * route-preload.ts's click and keydown listener: notes the control pressed on a prerendered page,
 * by a click, or by Enter or Space on a tab (antd's tab is a div, which the keyboard does not
 * click; a button it does).
 */
export function notePress(event: Event): void {
  // every click and key of the page's life comes here: the app's own pages leave at once
  if (!prerendered()) return
  const root = page()
  const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null
  if (!root || !control || !root.contains(control)) return
  if (event instanceof KeyboardEvent) {
    if (control.localName === 'button' || (event.key !== 'Enter' && event.key !== ' ')) return
    // Space would scroll the page
    event.preventDefault()
  }
  // a submit button's press is the form's submission, which route-preload.ts notes itself
  if (control instanceof HTMLButtonElement && control.type === 'submit') return
  document.documentElement.dataset.prerenderedClick = identify(control, root, PRESSABLE)
}

/** Presses again, in the app's page, the control last pressed on the prerendered one; once. */
export function pressAgain(): void {
  const marks = document.documentElement.dataset
  const identity = marks.prerenderedClick
  delete marks.prerenderedClick
  find(identity, PRESSABLE)?.click()
}

/** What #root held at the first focus noted once the document was parsed: the prerendered page. */
let shown: { root: Element; nodes: Element[] } | undefined

/**
 * route-preload.ts's focusin listener: notes the control that takes the focus on a prerendered
 * page. The app's first page renders over it in slices (main.tsx), and the visitor may move the
 * focus between two of them: the focus noted last is the one taken over (takeNotedFocus).
 */
export function noteFocus(event: FocusEvent): void {
  const root = page()
  const control = event.target
  if (!prerendered() || !root || !(control instanceof Element) || !root.contains(control)) return
  // The prerendered page's own controls only, not the app's page focusing one of its own as it
  // comes in (before the mark goes). The app commits once the document is parsed (its entry is a
  // module script): until then #root holds the prerendered page; then, what it held at the first
  // focus noted.
  if (document.readyState !== 'loading') {
    if (shown?.root !== root) shown = { root, nodes: [...root.children] }
    if (!shown.nodes.some((node) => node.contains(control))) return
  }
  if (control.matches(FOCUSABLE))
    document.documentElement.dataset.prerenderedFocus = identify(control, root, FOCUSABLE)
}

/** The control noteFocus noted last, if any; the note goes. */
export function takeNotedFocus(): string | null {
  const marks = document.documentElement.dataset
  const identity = marks.prerenderedFocus ?? null
  delete marks.prerenderedFocus
  return identity
}

/** The prerendered page's focused control; read while that page is still in. */
export function focusedControl(): string | null {
  const root = page()
  const active = document.activeElement
  if (!prerendered() || !root || !active || active === root || !root.contains(active)) return null
  return active.matches(FOCUSABLE) ? identify(active, root, FOCUSABLE) : null
}

/** Focuses the app's control `identity` names (from focusedControl), where the page is. */
export function focusAgain(identity: string | null): void {
  find(identity ?? undefined, FOCUSABLE)?.focus({ preventScroll: true })
}
