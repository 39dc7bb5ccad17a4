// Helpers of the resource lists' tests (a test kit: shared by the test files, never in the app).
import { createElement, type ComponentType } from 'react'
import { screen, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import {
  antd,
  renderWithProviders,
  rowOf as kitRowOf,
  setupUser,
  type Row,
  type User,
} from '../../testing'

/** What watchWire gives (mocks/test-harness), as far as these helpers use it. */
export interface Wire {
  to: (suffix: string) => Promise<{ body: unknown }[]>
}

/** The body of the last call to a path ending with `suffix`. */
export const lastBody = async (wire: Wire, suffix: string) => (await wire.to(suffix)).at(-1)?.body

export const table = (name = '培训资源列表') => screen.findByRole('table', { name })

/** A row of the table by a text in it. */
export const rowOf = (text: string, name = '培训资源列表') => kitRowOf(name, text)

/** A button by its name (antd's two-character buttons have a space: use a RegExp). */
export const button = (name: RegExp | string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name })

export const toast = antd.findToast

/** Picks an action of a row: its own button, or an entry of its 更多 menu. */
export async function rowAction(user: User, row: Row, label: string) {
  const own = row.queryByText(label, { selector: 'button' })
  if (own) return user.click(own)
  await user.click(row.getByRole('button', { name: /更多/ }))
  await user.click(await screen.findByRole('menuitem', { name: label }))
}

/** The labels a row offers: its buttons and, opened, its 更多 menu. */
export async function rowActionLabels(user: User, row: Row) {
  const buttons = row.getAllByRole('button').map((b) => b.textContent?.trim() ?? '')
  const own = buttons.filter((b) => !b.startsWith('更多'))
  if (own.length === buttons.length) return own
  await user.click(row.getByRole('button', { name: /更多/ }))
  const items = await screen.findAllByRole('menuitem')
  const labels = [...own, ...items.map((i) => i.textContent ?? '')]
  await user.keyboard('{Escape}')
  return labels
}

/** Opens a TreeSelect (by its accessible name) and picks a directory by name. */
export async function pickDir(
  user: User,
  label: string,
  dName: string,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }))
  await user.click(await antd.findTreeSelectNode(dName))
}

/**
 * The list tests' setup: `renderList` renders a list page at a route as the administrator,
 * recording what goes over the wire; `res` is the mock resource of a name (the mock's db is
 * replaced between tests: looked up each time).
 */
export function resListKit() {
  return {
    renderList: (Page: ComponentType, route: string) => {
      loginAs('admin')
      const wire = watchWire()
      return { ...renderWithProviders(createElement(Page), { route }), wire, user: setupUser() }
    },
    res: (resName: string) => db.resources.find((r) => r.resName === resName)!,
  }
}
