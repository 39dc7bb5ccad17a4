import { message as staticMessage, Modal, type ModalFuncProps } from 'antd'
import type { MessageInstance } from 'antd/es/message/interface'

// Toasts and confirms raised outside React (the request layer) go through the antd App
// instance bound by the providers, so they follow the theme; static methods are the fallback.
type Feedback = { message: MessageInstance; modal: { confirm: (props: ModalFuncProps) => unknown } }

const fallback: Feedback = { message: staticMessage, modal: { confirm: Modal.confirm } }
let current = fallback
// Confirms open in the bound App; a new binding (a new App) starts without any.
let openConfirms = new Set<string>()

/** Binds the App's feedback; the returned function unbinds it when that App unmounts. */
export function bindFeedback(next: Feedback): () => void {
  current = next
  openConfirms = new Set()
  return () => {
    if (current !== next) return
    current = fallback
    openConfirms = new Set()
  }
}

/** A confirm that is shown once at a time under `key`, however many calls ask for it. */
export function confirmOnce(key: string, props: ModalFuncProps): void {
  if (openConfirms.has(key)) return
  const open = openConfirms
  open.add(key)
  current.modal.confirm({
    ...props,
    onOk: (...args) => {
      open.delete(key)
      return props.onOk?.(...args)
    },
    onCancel: (...args) => {
      open.delete(key)
      return props.onCancel?.(...args)
    },
    // closed any other way (Esc, destroyed with the page): it may be asked again
    afterClose: () => {
      open.delete(key)
      props.afterClose?.()
    },
  })
}

export function feedback(): Feedback {
  return current
}

/**
 * Failed business answers: the server msg for 5 s (spec 8). The text is the key, so a burst of
 * failing calls with the same message (every call answering 401) shows one toast, not a stack.
 */
export function toastError(text: string): void {
  void current.message.error({ content: text, duration: 5, key: `error:${text}` })
}

/** Success notifications last 2 s (spec 8). */
export function toastSuccess(text: string): void {
  void current.message.success({ content: text, duration: 2 })
}

export function toastWarning(text: string): void {
  void current.message.warning({ content: text, duration: 5, key: `warning:${text}` })
}

/** Neutral information, such as 已取消 when a confirmation is declined (spec 8). */
export function toastInfo(text: string): void {
  void current.message.info({ content: text, duration: 2 })
}
