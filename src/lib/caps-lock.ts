// Whether caps lock looks on (the login form's hint 大写锁打开状态, behaviour B2.17). Import-free:
// route-preload.ts, login.html's first script, notes it on the prerendered form too.

type Key = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'getModifierState'>

/**
 * Whether caps lock looks on after this key: the browser's modifier state when it reports one,
 * otherwise a letter whose case contradicts the shift key (the legacy check).
 */
export function capsLockFrom(event: Key, previous: boolean): boolean {
  const { key, shiftKey } = event
  if (typeof event.getModifierState === 'function' && event.getModifierState('CapsLock'))
    return true
  if (key.length === 1 && /[a-z]/i.test(key)) {
    const upper = key >= 'A' && key <= 'Z'
    return upper !== shiftKey
  }
  if (key === 'CapsLock') return false
  return previous
}

const PASSWORD = 'form[data-prerendered-form] input#password'

/**
 * route-preload.ts's keydown listener: a key pressed in the prerendered form's password field,
 * before the app has the page, leaves the caps-lock state on the form (data-caps-lock), for the
 * app's form to start with (features/account/login/prerendered.ts).
 */
export function noteCapsLock(event: KeyboardEvent): void {
  const field = event.target instanceof Element ? event.target.closest(PASSWORD) : null
  const form = field?.closest('form')
  if (!form || document.documentElement.dataset.prerendered === undefined) return
  const on = capsLockFrom(event, form.dataset.capsLock === 'on')
  form.dataset.capsLock = on ? 'on' : 'off'
}
