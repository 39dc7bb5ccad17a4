import type { ConfigProviderProps, message, ModalFuncProps } from 'antd'

// Toasts and confirms raised anywhere (the request layer included). antd's message and modal are
// loaded on the first one (lib/feedback-ui): a page that shows none never downloads them. They
// follow the theme through the holderRender the root providers give ConfigProvider.config.
export type Feedback = {
  message: typeof message
  modal: {
    confirm: (props: ModalFuncProps) => unknown
    success: (props: ModalFuncProps) => unknown
    warning: (props: ModalFuncProps) => unknown
  }
}

let loading: Promise<Feedback> | null = null
let config: ConfigProviderProps = {}
let motion = true

/** The root ConfigProvider's locale, theme and nonce, for the toasts and confirms to follow. */
export function configureFeedback(next: ConfigProviderProps): void {
  config = next
}

/** Tests: toasts and confirms leave at once when closed (jsdom never ends an animation). */
export function disableFeedbackMotion(): void {
  motion = false
}

/** What lib/feedback-ui wraps each toast and confirm in. */
export function holderConfig(): ConfigProviderProps {
  if (motion) return config
  return { ...config, theme: { ...config.theme, token: { ...config.theme?.token, motion: false } } }
}

/** antd's message and modal, loaded once. */
export function loadFeedback(): Promise<Feedback> {
  loading ??= import('./feedback-ui').then(
    (ui) => ({ message: ui.message, modal: ui.modal }),
    (error: unknown) => {
      // offline for a moment: the next call tries again instead of failing for good
      loading = null
      throw error
    },
  )
  return loading
}

// A confirm is shown once at a time under its key, however many calls ask for it.
const openConfirms = new Set<string>()

/** A confirm that is shown once at a time under `key`, however many calls ask for it. */
export function confirmOnce(key: string, props: ModalFuncProps): void {
  if (openConfirms.has(key)) return
  openConfirms.add(key)
  void loadFeedback().then(({ modal }) =>
    modal.confirm({
      ...props,
      onOk: (...args) => {
        openConfirms.delete(key)
        return props.onOk?.(...args)
      },
      onCancel: (...args) => {
        openConfirms.delete(key)
        return props.onCancel?.(...args)
      },
      // closed any other way (Esc, destroyed with the page): it may be asked again
      afterClose: () => {
        openConfirms.delete(key)
        props.afterClose?.()
      },
    }),
  )
}

// A notice shown once for the page's life under its key: it stays until its one button is used.
const shownAlerts = new Set<string>()

/** A warning with one button (no cancel, no Esc), shown once under `key`. */
export function alertOnce(key: string, props: ModalFuncProps): void {
  if (shownAlerts.has(key)) return
  shownAlerts.add(key)
  void loadFeedback().then(({ modal }) => modal.warning(props))
}

/** Closes every toast and confirm (between tests); nothing to do before the first was shown. */
export async function closeAllFeedback(): Promise<void> {
  openConfirms.clear()
  shownAlerts.clear()
  if (!loading) return
  const ui = await import('./feedback-ui')
  ui.closeAll()
}

/**
 * Failed business answers: the server msg for 5 s (behaviour B8.1). The text is the key, so a burst
 * of failing calls with the same message (every call answering 401) shows one toast, not a stack.
 */
export function toastError(text: string): void {
  void loadFeedback().then(({ message }) =>
    message.error({ content: text, duration: 5, key: `error:${text}` }),
  )
}

/** Success notifications last 2 s (behaviour B8.4). */
export function toastSuccess(text: string): void {
  void loadFeedback().then(({ message }) => message.success({ content: text, duration: 2 }))
}

export function toastWarning(text: string): void {
  void loadFeedback().then(({ message }) =>
    message.warning({ content: text, duration: 5, key: `warning:${text}` }),
  )
}

/** Neutral information, such as 已取消 when a confirmation is declined (behaviour B8.8). */
export function toastInfo(text: string): void {
  void loadFeedback().then(({ message }) => message.info({ content: text, duration: 2 }))
}

/** A notice the user acknowledges with 确定 (registration done, say). */
export function showSuccess(props: ModalFuncProps): void {
  void loadFeedback().then(({ modal }) => modal.success(props))
}
