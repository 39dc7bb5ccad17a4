import { message as staticMessage, Modal, type ModalFuncProps } from 'antd'
import type { MessageInstance } from 'antd/es/message/interface'

// Toasts and confirms raised outside React (the request layer) go through the antd App
// instance bound by the providers, so they follow the theme; static methods are the fallback.
type Feedback = { message: MessageInstance; modal: { confirm: (props: ModalFuncProps) => unknown } }

let current: Feedback = { message: staticMessage, modal: { confirm: Modal.confirm } }

export function bindFeedback(next: Feedback): void {
  current = next
}

export function feedback(): Feedback {
  return current
}

/** Failed business answers: the server msg for 5 s (spec 8). */
export function toastError(text: string): void {
  void current.message.error({ content: text, duration: 5 })
}

/** Success notifications last 2 s (spec 8). */
export function toastSuccess(text: string): void {
  void current.message.success({ content: text, duration: 2 })
}

export function toastWarning(text: string): void {
  void current.message.warning({ content: text, duration: 5 })
}
