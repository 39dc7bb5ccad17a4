import type { ReactNode } from 'react'
import { loadFeedback, toastInfo } from './feedback'

export interface ConfirmOptions {
  /** the question, in the words of behaviour B8.8 (注：您确定要删除吗？该操作将无法恢复！ ...) */
  content: ReactNode
  title?: ReactNode
  okText?: string
  /** a destructive action: the 确定 button is red */
  danger?: boolean
}

/**
 * Asks before an action (behaviour B8.8): resolves true on 确定; 取消 (or Esc) shows
 * 已取消 and resolves false.
 */
export function confirmAction({
  content,
  title = '提示',
  okText = '确定',
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return loadFeedback().then(
    ({ modal }) =>
      new Promise((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText: '取消',
          okButtonProps: danger ? { danger: true } : undefined,
          onOk: () => resolve(true),
          onCancel: () => {
            toastInfo('已取消')
            resolve(false)
          },
        })
      }),
  )
}

/** The question asked before anything is deleted, unless a screen has a question of its own. */
export const DELETE_CONFIRM = '注：您确定要删除吗？该操作将无法恢复！'

/**
 * Asks before a delete (title 提示, a red 确定, 取消) and runs `action` only on 确定, resolving with
 * what it returns; 取消 (or Esc) shows 已取消, runs nothing and resolves false.
 */
export async function confirmDelete<T>(
  action: () => T | Promise<T>,
  question: ReactNode = DELETE_CONFIRM,
): Promise<T | false> {
  if (!(await confirmAction({ content: question, danger: true }))) return false
  return action()
}
