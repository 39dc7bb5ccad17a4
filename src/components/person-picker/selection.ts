// What the person/organisation/post picker holds: picked users, departments and posts, each an id
// and the name its tag shows. Pure helpers: every change gives a new value.

import type { OrgTreeItem } from '../org-post/org-tree'

/** One picked thing: users by userId, departments by orgCode, posts by postCode. */
export interface Picked {
  id: string
  name: string
}

/**
 * A department tree's onPick for the picker: a department with a code, as Picked (its whole name);
 * a node without a code is passed over.
 */
export const pickOrg =
  (onPick: (org: Picked, on: boolean) => void) => (item: OrgTreeItem, on: boolean) => {
    if (item.orgCode) onPick({ id: item.orgCode, name: item.fullName }, on)
  }

/** The picker's value: what is preset when it opens and what 确定 hands back. */
export interface PickerValue {
  users: Picked[]
  orgs: Picked[]
  posts: Picked[]
}

export type PickKind = keyof PickerValue

/** The kinds in the order the tags and tabs show them, with their Chinese names. */
export const KIND_LABELS: Record<PickKind, string> = {
  users: '人员',
  orgs: '部门',
  posts: '岗位',
}

export const PICK_KINDS = Object.keys(KIND_LABELS) as PickKind[]

export const EMPTY_PICK: PickerValue = { users: [], orgs: [], posts: [] }

/** A copy of a (possibly partial) preset, with every id as text and no id twice. */
export function normalisePick(value: Partial<PickerValue> | undefined): PickerValue {
  const clean = (items: readonly Picked[] | undefined) =>
    addPicked(
      [],
      (items ?? []).map((i) => ({ id: String(i.id), name: i.name ?? '' })),
    )
  return { users: clean(value?.users), orgs: clean(value?.orgs), posts: clean(value?.posts) }
}

/** The list with `more` added at the end (ids already in it keep their place and name). */
export function addPicked(list: readonly Picked[], more: readonly Picked[]): Picked[] {
  const seen = new Set(list.map((i) => i.id))
  const added: Picked[] = []
  for (const item of more) {
    if (!item.id || seen.has(item.id)) continue
    seen.add(item.id)
    added.push(item)
  }
  return [...list, ...added]
}

/** The list without the given ids. */
export function dropPicked(list: readonly Picked[], ids: readonly string[]): Picked[] {
  const gone = new Set(ids)
  return list.filter((i) => !gone.has(i.id))
}

/** Adds (checked) or removes (unchecked) some items of one kind. */
export function togglePicked(
  value: PickerValue,
  kind: PickKind,
  items: readonly Picked[],
  checked: boolean,
): PickerValue {
  const list = checked
    ? addPicked(value[kind], items)
    : dropPicked(
        value[kind],
        items.map((i) => i.id),
      )
  return { ...value, [kind]: list }
}

/** How many things are picked in all. */
export function pickCount(value: PickerValue): number {
  return value.users.length + value.orgs.length + value.posts.length
}

/**
 * What a table's new selected keys mean against the ids picked before: the ids it added and the
 * ids it let go (keys of other pages stay in a table's selection, so they are neither).
 */
export function keysChange(
  picked: readonly string[],
  keys: readonly (string | number | bigint)[],
): { added: string[]; removed: string[] } {
  const next = new Set(keys.map(String))
  const before = new Set(picked)
  return {
    added: [...next].filter((k) => !before.has(k)),
    removed: picked.filter((k) => !next.has(k)),
  }
}

/** The tabs of the picker: users, departments, posts, and an Excel import of learners. */
export type PickerTab = 'users' | 'orgs' | 'posts' | 'import'

export const ALL_PICKER_TABS: readonly PickerTab[] = ['users', 'orgs', 'posts', 'import']

export const TAB_LABELS: Record<PickerTab, string> = {
  users: '人员',
  orgs: '部门',
  posts: '岗位',
  import: '导入学员',
}

/** The kinds a set of tabs can pick (an import picks users). */
export const kindsOf = (tabs: readonly PickerTab[]): PickKind[] => [
  ...new Set(tabs.map((t): PickKind => (t === 'import' ? 'users' : t))),
]
