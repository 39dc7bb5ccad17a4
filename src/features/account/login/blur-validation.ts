import type { FocusEvent } from 'react'
import { Form } from 'antd'

/** Marks an element focus may move to without the field it leaves being checked (忘记密码?). */
export const QUIET_FOCUS_ATTRIBUTE = 'data-quiet-focus'

const dialogOf = (element: Element) => element.closest('[role="dialog"]')

/**
 * Whether focus moving from `field` to `next` is the user leaving the field (behaviour B5.1: check
 * it on blur), rather than the page moving the focus: to the 忘记密码? link, into a dialog opening over
 * the form, or out of the dialog the form is in (a dialog closing behind it gives the focus back
 * to its opener, and the focus trap brings it back). Focus going nowhere (a click on the page
 * background, another window) is the user leaving.
 */
export function userLeftField(field: Element, next: EventTarget | null): boolean {
  if (!(next instanceof Element)) return true
  if (next.closest(`[${QUIET_FOCUS_ATTRIBUTE}]`)) return false
  const home = dialogOf(field)
  const target = dialogOf(next)
  return home ? target === home : !target
}

/**
 * The blur handler that checks the form field `name` when the user leaves it (the Form.Item has
 * no validateTrigger of its own); submit still checks every field.
 */
export function useBlurValidation(name: string) {
  const form = Form.useFormInstance()
  return (event: FocusEvent<HTMLElement>) => {
    if (!userLeftField(event.currentTarget, event.relatedTarget)) return
    // the error shows under the field; nothing else to do with the outcome here
    form.validateFields([name]).catch(() => {})
  }
}
