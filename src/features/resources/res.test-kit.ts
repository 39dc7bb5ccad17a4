// Helpers of the resource lists' tests (a test kit: shared by the test files, never in the app).
import { createElement, type ComponentType } from 'react'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders } from '../../testing'

/** Role queries skip the hidden check; a failed query reports one line (antd's DOM is huge). */
export function configureResTests() {
  configure({
    asyncUtilTimeout: 8000,
    defaultHidden: true,
    getElementError: (message) => new Error(message?.split('\n')[0] ?? 'not found'),
  })
}

/** userEvent without the pointer-events check (jsdom computes every ancestor's style for it). */
export const setupUser = () =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

/** What watchWire gives (mocks/test-harness), as far as these helpers use it. */
export interface Wire {
  to: (suffix: string) => Promise<{ body: unknown }[]>
}

/** The body of the last call to a path ending with `suffix`. */
export const lastBody = async (wire: Wire, suffix: string) => (await wire.to(suffix)).at(-1)?.body

export const table = (name = '培训资源列表') => screen.findByRole('table', { name })

/** A row of the table by a text in it. */
export async function rowOf(text: string, name?: string) {
  const t = await table(name)
  const cell = await within(t).findByText(text)
  return within(cell.closest<HTMLElement>('tr')!)
}

/** A button by its text (antd's two-character buttons have a space: use a RegExp). */
export const button = (text: RegExp | string, scope: HTMLElement = document.body) =>
  within(scope).getByText(text).closest('button')!

/** A confirm by its question (the last one: an earlier one may still be fading out). */
export async function confirmDialog(question: string) {
  const text = (await screen.findAllByText(question)).at(-1)!
  return within(text.closest<HTMLElement>('[role="dialog"]')!)
}

/** A dialog by its title's text (antd gives every title the id "test-id" under test). */
export async function dialogTitled(title: string | RegExp) {
  const heading = await waitFor(() => {
    const titles = Array.from(document.querySelectorAll('.ant-modal-title'))
    const found = titles
      .filter((t) =>
        typeof title === 'string' ? t.textContent === title : title.test(t.textContent ?? ''),
      )
      .at(-1)
    if (!found) throw new Error(`no dialog ${String(title)}`)
    return found
  })
  return within(heading.closest<HTMLElement>('[role="dialog"]')!)
}

export const toast = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 8000 })

type Row = Awaited<ReturnType<typeof rowOf>>

/** Picks an action of a row: its own button, or an entry of its 更多 menu. */
export async function rowAction(user: ReturnType<typeof userEvent.setup>, row: Row, label: string) {
  const own = row.queryByText(label, { selector: 'button' })
  if (own) return user.click(own)
  await user.click(row.getByText('更多').closest('button')!)
  await user.click(await screen.findByRole('menuitem', { name: label }))
}

/** The labels a row offers: its buttons and, opened, its 更多 menu. */
export async function rowActionLabels(user: ReturnType<typeof userEvent.setup>, row: Row) {
  const buttons = row.getAllByRole('button').map((b) => b.textContent?.trim() ?? '')
  const own = buttons.filter((b) => !b.startsWith('更多'))
  if (own.length === buttons.length) return own
  await user.click(row.getByText('更多').closest('button')!)
  const items = await screen.findAllByRole('menuitem')
  const labels = [...own, ...items.map((i) => i.textContent ?? '')]
  await user.keyboard('{Escape}')
  return labels
}

/** Opens a TreeSelect (by its accessible name) and picks a directory by name. */
export async function pickDir(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  dName: string,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }))
  const titles = await screen.findAllByTitle(dName)
  const node = titles.filter((t) => t.closest('.ant-select-tree')).at(-1)!
  await user.click(node)
}

/**
 * Configures the queries (configureResTests) and gives the list tests' setup: `renderList` renders
 * a list page at a route as the administrator, recording what goes over the wire; `res` is the
 * mock resource of a name (the mock's db is replaced between tests: looked up each time).
 */
export function resListKit() {
  configureResTests()
  return {
    renderList: (Page: ComponentType, route: string) => {
      loginAs('admin')
      const wire = watchWire()
      return { ...renderWithProviders(createElement(Page), { route }), wire, user: setupUser() }
    },
    res: (resName: string) => db.resources.find((r) => r.resName === resName)!,
  }
}
