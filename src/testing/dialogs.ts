import { screen, waitFor, within, type Matcher } from '@testing-library/react'
import type { User } from './user'

/** The dialogs (and alert dialogs) open in the page, in document order. */
const openDialogs = () =>
  [...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )

/**
 * A dialog's title: the element it is labelled by, looked up inside the dialog. antd gives every
 * title the same id under test, so the accessible name of a second dialog would be the first's.
 */
function titleOf(dialog: HTMLElement) {
  const id = dialog.getAttribute('aria-labelledby')
  const label = id ? dialog.querySelector(`[id="${id}"]`) : null
  return label?.textContent ?? dialog.getAttribute('aria-label') ?? ''
}

const titled = (text: string, title: string | RegExp) =>
  typeof title === 'string' ? text === title : title.test(text)

/** The open dialog titled `title`, once it is there (the last: an earlier one may be closing). */
export const findDialog = (title: string | RegExp, { timeout }: { timeout?: number } = {}) =>
  waitFor(
    () => {
      const found = queryDialog(title)
      if (!found) throw new Error(`no dialog titled ${String(title)}`)
      return found
    },
    { timeout },
  )

/** The open dialog titled `title`, or null. */
export const queryDialog = (title: string | RegExp) =>
  openDialogs()
    .filter((d) => titled(titleOf(d), title))
    .at(-1) ?? null

/** The same dialog, to query within. */
export const dialogTitled = async (title: string | RegExp) => within(await findDialog(title))

/** The open dialog that shows `text`, once it is there (the last: an earlier one may be closing). */
export const findDialogWith = (text: Matcher) =>
  waitFor(() => {
    const found = openDialogs()
      .filter((d) => within(d).queryAllByText(text).length > 0)
      .at(-1)
    if (!found) throw new Error(`no dialog shows ${String(text)}`)
    return found
  })

/** The same dialog, to query within. */
export const dialogWith = async (text: Matcher) => within(await findDialogWith(text))

/** The open confirmation that asks `question`, once it is there, to query within. */
export const confirmDialog = (question: Matcher) => dialogWith(question)

/** Answers the confirmation that asks `question`: presses 确定 when `yes`, else 取消. */
export async function answerConfirm(user: User, question: Matcher, yes: boolean) {
  const dialog = await confirmDialog(question)
  await user.click(dialog.getByRole('button', { name: yes ? /^确\s*定$/ : /^取\s*消$/ }))
}
