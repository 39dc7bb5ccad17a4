import { useLayoutEffect, useState } from 'react'
import type { FormInstance } from 'antd'
import { focusAgain, focusedControl, pressAgain } from '../../../lib/prerendered-controls'
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
  /** id of the field that had the focus */
  focus: string | null
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

/** What the visitor left in the prerendered form; read while it is still in the page. */
function read(): Left | null {
  const form = prerendered()
    ? document.querySelector<HTMLFormElement>('form[data-prerendered-form]')
    : null
  if (!form) return null
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input#${name}`)
  const active = document.activeElement
  const focused = active instanceof HTMLInputElement && form.contains(active) ? active : null
  const start = focused?.selectionStart
  return {
    username: field('username')?.value ?? '',
    password: field('password')?.value ?? '',
    focus: focused?.id || null,
    caret: start == null ? null : [start, focused?.selectionEnd ?? start],
    focusControl: focused ? null : focusedControl(),
    submitted: form.hasAttribute('data-submitted'),
    capsLock: focused?.id === 'password' && form.dataset.capsLock === 'on',
  }
}

/**
 * On the /login page, once: the form starts with the prerendered one's values (`values`, for the
 * form's initialValues) and caps-lock hint, takes over its focus and caret, and sends itself if
 * the visitor already had. Elsewhere (the login dialog, a later visit to /login within the app)
 * it does nothing.
 */
export function usePrerendered(
  login: FormInstance<LoginValues>,
  onPage: boolean,
): { values: Partial<LoginValues>; capsLock: boolean } | undefined {
  // read in the render that replaces the prerendered form, whose inputs are still in the page
  const [left] = useState(() => (onPage ? read() : null))
  useLayoutEffect(() => {
    if (!left || !prerendered()) return
    const marks = document.documentElement.dataset
    delete marks.prerendered
    // the focus is read here, and the form renders in one piece (main.tsx)
    delete marks.prerenderedFocus
    const input = left.focus ? document.getElementById(left.focus) : null
    if (input instanceof HTMLInputElement) {
      input.focus()
      if (left.caret) input.setSelectionRange(...left.caret)
    } else focusAgain(left.focusControl)
    pressAgain()
    if (left.submitted) login.submit()
  }, [left, login])
  if (!left) return undefined
  return { values: { username: left.username, password: left.password }, capsLock: left.capsLock }
}
