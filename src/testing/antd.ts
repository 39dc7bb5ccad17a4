import {
  screen,
  waitFor,
  type BoundFunctions,
  type Matcher,
  type queries,
} from '@testing-library/react'

/**
 * The parts of antd's components that have no role or accessible name to find them by, found by
 * antd's class names. Tests use these instead of writing `.ant-*` selectors themselves, so the
 * selectors (antd's markup) live in this one place.
 */
export const antd = {
  /** A table's data rows: not antd's hidden measure row, its empty placeholder or an expanded row. */
  tableRows: (table: HTMLElement) =>
    Array.from(table.querySelectorAll<HTMLElement>(':scope > tbody > tr.ant-table-row')),
  /** The pager in `scope` (a list of page numbers without a name). */
  pager: (scope: HTMLElement) => scope.querySelector<HTMLElement>('.ant-pagination'),
  /** The pager's current page item (antd marks it by a class alone). */
  currentPage: (pager: HTMLElement) =>
    pager.querySelector<HTMLElement>('.ant-pagination-item-active'),
  /** A select's option in its open dropdown, by its label, once it is there. */
  selectOption: (label: string) =>
    waitFor(() => {
      const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`)
      if (!found) throw new Error(`no option ${label}`)
      return found
    }),
  /** The labels of the options in the open dropdowns. */
  selectOptionLabels: () =>
    Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent),
  /** What a closed select shows, from its combobox (its dropdown is elsewhere in the page). */
  selectShown: (combobox: HTMLElement) => combobox.closest('.ant-select')?.textContent,
  /** A select's clear button (an icon without a name), from its combobox or a scope holding it. */
  selectClear: (scope: HTMLElement) =>
    (scope.closest('.ant-select') ?? scope).querySelector<HTMLElement>('.ant-select-clear'),
  /** The 暂无数据 of an empty list or table (`scope`: screen or within()). */
  empty: (scope: Pick<BoundFunctions<typeof queries>, 'getByText'> = screen) =>
    scope.getByText('暂无数据', { selector: '.ant-empty-description' }),
  /** The same, once it is there. */
  findEmpty: (scope: Pick<BoundFunctions<typeof queries>, 'findByText'> = screen) =>
    scope.findByText('暂无数据', { selector: '.ant-empty-description' }),
  /** The avatar in `scope` (initials or a picture, without a role). */
  avatar: (scope: HTMLElement) => scope.querySelector<HTMLElement>('.ant-avatar'),
  /** The hex field of the open colour picker (an input without a name), once it is there. */
  colorHexInput: () =>
    waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input')
      if (!input) throw new Error('no colour picker is open')
      return input
    }),
  /** The card a heading of it is in (a box without a role). */
  card: (heading: HTMLElement) => heading.closest<HTMLElement>('.ant-card'),
  /** The toast (antd's message) that says `text`, once it is shown. */
  findToast: async (text: Matcher) =>
    (await screen.findByText(text, { selector: '.ant-message *' })).closest<HTMLElement>(
      '.ant-message-notice',
    )!,
  /** The toasts shown that say `text`. */
  toasts: (text: Matcher) =>
    screen
      .queryAllByText(text, { selector: '.ant-message *' })
      .map((t) => t.closest<HTMLElement>('.ant-message-notice')!),
  /** The names of the files an upload in `scope` lists. */
  uploadNames: (scope: HTMLElement) =>
    Array.from(scope.querySelectorAll('.ant-upload-list-item-name')).map((n) => n.textContent),
  /** The expand switch of a tree's item (an icon without a role or name). */
  treeSwitcher: (treeitem: HTMLElement) =>
    treeitem.querySelector<HTMLElement>('.ant-tree-switcher'),
  /** The error toast shown, or null. */
  errorToast: () => document.querySelector<HTMLElement>('.ant-message-error'),
  /** The mask around an open dialog, where a click outside it lands (no role). */
  dialogMask: (dialog: HTMLElement) => dialog.closest<HTMLElement>('.ant-modal-wrap'),
  /** The field errors shown under a form's fields, in order. */
  formErrors: () =>
    Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent),
  /** The node titled `title` in the open tree select's dropdown, once it is there. */
  findTreeSelectNode: (title: string) =>
    waitFor(() => {
      const found = screen
        .queryAllByTitle(title)
        .filter((t) => t.closest('.ant-select-tree'))
        .at(-1)
      if (!found) throw new Error(`no node ${title} in an open tree select`)
      return found
    }),
  /** The statistic (a number under its title, without a role) a text of it is in. */
  statistic: (text: HTMLElement) => text.closest<HTMLElement>('.ant-statistic'),
  /** The loading skeleton in `scope` (no role), or null. */
  skeleton: (scope: HTMLElement) => scope.querySelector<HTMLElement>('.ant-skeleton'),
  /** The footer of a dialog (its 取消 and 确定, without a role). */
  dialogFooter: (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.ant-modal-footer'),
  /** The value beside `label` in a table of descriptions (no role ties the two). */
  description: (label: string) =>
    screen
      .getByText(label)
      .closest('tr')
      ?.querySelector<HTMLElement>('.ant-descriptions-item-content'),
}
