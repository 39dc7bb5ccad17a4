import { useLayoutEffect, useState } from 'react'
import type { FormInstance } from 'antd'
import {
  focusAgain,
  focusedControl,
  pressAgain,
  takeNotedFocus,
} from '../../../lib/prerendered-controls'
import type { LoginValues } from './use-login'

// login.html carries the /login page rendered at build time (scripts/prerender-plugin.ts), marked
// <html data-prerendered="login">: the visitor can type into its form before the app has started.
// When the app renders the page over it, the app's form takes over what the visitor did there: the
// values, the field with the focus and its caret, the caps-lock hint (route-preload.ts notes the
// keys: lib/caps-lock.ts), a submission (route-preload.ts notes one; the prerendered form itself
// sends nothing) and the last control pressed (a tab, 忘记密码?, the app's QR code:
// lib/prerendered-controls.ts). The marks go then: it happens once.

interface Left {
  username: string
  password: string
  /** the field that had the focus */
  focused: HTMLInputElement | null
  caret: [number, number] | null
  /** any other control with the focus (lib/prerendered-controls.ts) */
  focusControl: string | null
  submitted: boolean
  /** caps lock looked on at the last key typed into the password field, which has the focus */
  capsLock: boolean
}

// false while the page itself is rendered at build time (no document)
const prerendered = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.prerendered === 'login'

/** The prerendered form's own state, in the page or taken out of it, its field `focused` focused. */
function stateOf(
  form: HTMLFormElement,
  focused: HTMLInputElement | null,
): Omit<Left, 'focusControl'> {
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input#${name}`)
  const start = focused?.selectionStart
  return {
    username: field('username')?.value ?? '',
    password: field('password')?.value ?? '',
    focused,
    caret: start == null ? null : [start, focused?.selectionEnd ?? start],
    submitted: form.hasAttribute('data-submitted'),
    capsLock: focused?.id === 'password' && form.dataset.capsLock === 'on',
  }
}

const focusedField = (form: HTMLFormElement, target: EventTarget | null) =>
  target instanceof HTMLInputElement && form.contains(target) ? target : null

/**
 * What the visitor left in the prerendered form as the render that replaces it begins, while it
 * is still in the page, and a way to read it again at the commit: the page may render in slices
 * (main.tsx), between which the visitor types on. The commit has taken the form out of the page by
 * then; its fields keep their values and carets, and the field focused last is followed here.
 */
function read(): { left: Left; atCommit: () => Left } | null {
  const form = prerendered()
    ? document.querySelector<HTMLFormElement>('form[data-prerendered-form]')
    : null
  if (!form) return null
  let focused = focusedField(form, document.activeElement)
  // until the commit takes the form out (the app's page then focuses fields of its own); a
  // render begun again (StrictMode's second call in development) leaves one that goes then
  const follow = (event: FocusEvent) => {
    if (form.isConnected) focused = focusedField(form, event.target)
    else document.removeEventListener('focusin', follow, true)
  }
  document.addEventListener('focusin', follow, true)
  // a focus noted before now is superseded by this reading (lib/prerendered-controls.ts)
  takeNotedFocus()
  const left = { ...stateOf(form, focused), focusControl: focused ? null : focusedControl() }
  const atCommit = () => {
    document.removeEventListener('focusin', follow, true)
    return { ...stateOf(form, focused), focusControl: takeNotedFocus() ?? left.focusControl }
  }
  return { left, atCommit }
}

/**
 * On the /login page, once: the form starts with the prerendered one's values (`values`, for the
 * form's initialValues) and caps-lock hint, takes over its focus and caret, and sends itself if
 * the visitor already had. Values typed on while the page rendered are set at the commit.
 * Elsewhere (the login dialog, a later visit to /login within the app) it does nothing.
 */
export function usePrerendered(
  login: FormInstance<LoginValues>,
  onPage: boolean,
): { values: Partial<LoginValues>; capsLock: boolean } | undefined {
  // read in the render that replaces the prerendered form, whose inputs are still in the page
  const [taken] = useState(() => (onPage ? read() : null))
  useLayoutEffect(() => {
    if (!taken || !prerendered()) return
    const marks = document.documentElement.dataset
    delete marks.prerendered
    const { left } = taken
    const now = taken.atCommit()
    if (now.username !== left.username || now.password !== left.password) {
      const values = { username: now.username, password: now.password }
      // into the fields first: the form's render then finds them as they are and leaves the caret
      for (const [name, value] of Object.entries(values)) {
        const input = document.getElementById(name)
        if (input instanceof HTMLInputElement) input.value = value
      }
      login.setFieldsValue(values)
    }
    const input = now.focused ? document.getElementById(now.focused.id) : null
    if (input instanceof HTMLInputElement) {
      input.focus()
      if (now.caret) input.setSelectionRange(...now.caret)
    } else focusAgain(now.focusControl)
    pressAgain()
    if (now.submitted) login.submit()
  }, [taken, login])
  if (!taken) return undefined
  const { left } = taken
  return { values: { username: left.username, password: left.password }, capsLock: left.capsLock }
}
