import { echo, loadedOf } from '../../api/echo'
import type { ActionBody, ActionRecord } from '../../api/sys-action'
import type { Id, MenuItem } from '../../api/types'
import { childType, typeOf, type MenuRow, type MenuType } from './menu-tree'

/** One button permission of a page (roleList row). */
export interface ButtonValue {
  name: string
  value: string
}

/**
 * What the menu dialog edits. Editing, a field the record did not carry starts undefined and is
 * left out of the save unless the user fills it in.
 */
export interface MenuFormValues {
  type?: MenuType
  name: string
  url?: string
  icon?: string
  /** the action value of a permission (type 2) */
  value?: string
  sort?: number | null
  isHidden?: boolean
  needAction?: boolean
  /** the button permissions of a page (type 1); each becomes a permission under it */
  roleList?: ButtonValue[]
}

/** Whether an entry is valid (status 0 is invalid); undefined when the answer did not say. */
export const validity = (node: Pick<MenuItem, 'status'>): boolean | undefined =>
  node.status === undefined ? undefined : node.status !== 0

/** The question before the status toggle (the spec gives no wording for it). */
export function statusQuestion(node: Pick<MenuItem, 'name' | 'status'>): string {
  const valid = validity(node)
  return valid === undefined
    ? `确定切换“${node.name}”的有效状态吗？`
    : `确定将“${node.name}”设为${valid ? '无效' : '有效'}吗？`
}

// An entry is reached by its id (GetActionById, parentId) and toggled by its code: without them
// the action is refused with the reason, never sent with an empty key.
/** Why 编辑 cannot open the entry, or undefined. */
export const editRefusal = (row: MenuRow) =>
  row.id === undefined ? '该项没有编号，无法读取和编辑' : undefined
/** Why nothing can be added under the entry, or undefined. */
export const addChildRefusal = (row: MenuRow) =>
  row.id === undefined ? '该项没有编号，不能在其下新增' : undefined
/** Why the status toggle cannot be sent, or undefined. */
export const toggleRefusal = (row: MenuRow) => (row.code ? undefined : '该项没有编码，无法切换状态')

/** The defaults of a new entry under `parent` (none: a top-level menu). */
export function newValues(parent?: MenuRow): MenuFormValues {
  const type = childType(parent)
  return {
    type,
    name: '',
    url: '',
    icon: '',
    value: '',
    sort: (parent ? (parent.children?.length ?? 0) : 0) + 1,
    // a permission is a button, not a sidebar entry, and is checked by its value
    isHidden: type === 2,
    needAction: type === 2,
    roleList: [],
  }
}

const flagOf = (flag: 0 | 1 | undefined) => (flag === undefined ? undefined : flag === 1)

/** A page's buttons as the record gives them; undefined when there is no list, or one without its value. */
function buttonsOf(record: ActionRecord): ButtonValue[] | undefined {
  const list = record.roleList
  if (!list || list.some((r) => r.value === undefined)) return undefined
  return list.map((r) => ({ name: r.name, value: r.value ?? '' }))
}

/** The form values of a record loaded with GetActionById (undefined: not in the record). */
export function editValues(record: ActionRecord): MenuFormValues {
  return {
    type: typeOf(record),
    name: record.name,
    url: record.url,
    icon: record.icon,
    value: record.value,
    sort: record.sort,
    isHidden: flagOf(record.isHidden),
    needAction: flagOf(record.needAction),
    roleList: buttonsOf(record),
  }
}

const FIELD_NAMES: [keyof MenuFormValues, string][] = [
  ['type', '类型'],
  ['url', '路由地址'],
  ['icon', '图标'],
  ['value', '权限值'],
  ['sort', '排序'],
  ['isHidden', '隐藏'],
  ['needAction', '需要权限'],
  // the button list says so in its own place (MenuFormFields)
]

// the fields the dialog shows for a type (MenuFormFields)
function shown(key: keyof MenuFormValues, type: MenuType | undefined): boolean {
  if (key === 'value') return type === 2
  if (key === 'url' || key === 'icon') return type !== 2
  return true
}

/** The fields the dialog shows that the record did not give, by their labels. */
export function unreadFields(values: MenuFormValues): string[] {
  return FIELD_NAMES.filter(
    ([key]) => shown(key, values.type) && (values[key] === undefined || values[key] === null),
  ).map(([, label]) => label)
}

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1

/** The AddAction body of a new entry under `parentId` (none: the top level, 0). */
function addBody(values: MenuFormValues, parentId: Id | undefined): ActionBody {
  const type = values.type ?? 0
  const body: ActionBody = {
    parentId: parentId ?? 0,
    type,
    name: values.name.trim(),
    url: values.url?.trim() ?? '',
    icon: values.icon ?? '',
    value: type === 2 ? (values.value?.trim() ?? '') : '',
    sort: values.sort ?? 0,
    isHidden: flag(!!values.isHidden),
    needAction: flag(!!values.needAction),
    status: 1,
  }
  if (type === 1) body.roleList = buttonsToSend(values.roleList ?? [])
  return body
}

const buttonsToSend = (list: ButtonValue[]) =>
  list.map((r) => ({ name: r.name.trim(), value: r.value.trim() }))

/**
 * An edited page's buttons: each one the record had (the same value) goes back as it came with
 * its name on top, so what the app does not read of a button travels with it.
 */
function editedButtons(list: ButtonValue[], record: ActionRecord) {
  const loaded = loadedOf(record)?.roleList
  const had = Array.isArray(loaded) ? (loaded as Record<string, unknown>[]) : []
  return buttonsToSend(list).map((button) => {
    const before = had.find((item) => item && String(item.value ?? '') === button.value)
    return before ? { ...before, ...button } : button
  })
}

/**
 * The EditAction body: the record as GetActionById gave it (every key, echo.ts) with each field
 * the form holds a value for on top; the entry's keys (id, code, parentId) fall back to the tree
 * row's; the entries under it (child) are left out. A field the record did not carry and the
 * user left empty is left out, so the backend
 * keeps what it has; so is a page's button list it could not read. A value is cleared only when
 * the user turns a permission into a menu or a page.
 */
function editBody(values: MenuFormValues, record: ActionRecord, row: MenuRow): ActionBody {
  const type = values.type
  const body: ActionBody = { id: record.id ?? row.id, name: values.name.trim() }
  const code = record.code ?? row.code
  if (code !== undefined) body.code = code
  const parentId = record.parentId ?? row.parentId
  if (parentId !== undefined) body.parentId = parentId
  if (type !== undefined) body.type = type
  if (values.url !== undefined) body.url = values.url.trim()
  if (values.icon !== undefined) body.icon = values.icon
  // only a permission has a value (the field shows for it alone)
  if (type === 2 && values.value !== undefined) body.value = values.value.trim()
  else if (type !== undefined && type !== 2 && (typeOf(record) ?? typeOf(row)) === 2)
    body.value = ''
  if (values.sort !== undefined && values.sort !== null) body.sort = values.sort
  if (values.isHidden !== undefined) body.isHidden = flag(values.isHidden)
  if (values.needAction !== undefined) body.needAction = flag(values.needAction)
  if (type === 1 && values.roleList !== undefined)
    body.roleList = editedButtons(values.roleList, record)
  // the entries under it are records of their own
  return echo(record, body, ['child'])
}

/**
 * The AddAction / EditAction body. A page sends its buttons (roleList; the backend keeps them as
 * its permissions); a permission sends its own value; a menu sends neither.
 */
export function toActionBody(
  values: MenuFormValues,
  target: { record: ActionRecord; row: MenuRow } | { parentId?: Id },
): ActionBody {
  return 'record' in target
    ? editBody(values, target.record, target.row)
    : addBody(values, target.parentId)
}

/**
 * Why a permission value cannot be saved: empty, twice in the dialog, or used by another entry.
 * `others` are the dialog's other values.
 */
export function valueProblem(
  value: string | undefined,
  others: (string | undefined)[],
  taken: Map<string, string>,
): string | undefined {
  const v = value?.trim() ?? ''
  if (!v) return '请输入权限值'
  if (others.some((o) => o?.trim() === v)) return '权限值不能重复'
  const owner = taken.get(v)
  if (owner !== undefined) return `权限值已存在（${owner}）`
  return undefined
}
