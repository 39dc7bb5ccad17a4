/**
 * For a dialog's `afterOpenChange`: puts the focus on its field marked `data-autofocus`.
 *
 * antd's dialog, once it has opened, focuses its box, and its focus trap then its first button
 * (关闭), unless the focus is inside already. With motion on, that is after the opening animation
 * and the field's autoFocus came first; with motion off (the system asks for reduced motion) it
 * comes after the field. A field that should have the focus carries both autoFocus and
 * data-autofocus. The top dialog is the last one in the document.
 */
export function focusMarkedField(open: boolean): void {
  if (!open) return
  const marked = document.querySelectorAll<HTMLElement>('.ant-modal-wrap [data-autofocus]')
  const field = marked[marked.length - 1]
  const focused = document.activeElement
  if (!field || focused?.matches('input, textarea, select, [contenteditable="true"]')) return
  field.focus()
}
