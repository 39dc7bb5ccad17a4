import type { ActionBody } from '../../api/sys-action'
import type { MenuItem } from '../../api/types'
import { childType, typeOf, type MenuRow, type MenuType } from './menu-tree'

/** One button permission of a page (roleList row). */
export interface ButtonValue {
  name: string
  value: string
}

/** What the menu dialog edits. */
export interface MenuFormValues {
  type: MenuType
  name: string
  url?: string
  icon?: string
  /** the action value of a permission (type 2) */
  value?: string
  sort?: number | null
  isHidden: boolean
  needAction: boolean
  /** the button permissions of a page (type 1); each becomes a permission under it */
  roleList?: ButtonValue[]
}

/** The question before the status toggle (the spec gives no wording for it). */
export const statusQuestion = (node: Pick<MenuItem, 'name' | 'status'>) =>
  `确定将“${node.name}”设为${node.status === 0 ? '有效' : '无效'}吗？`

export const isValid = (node: Pick<MenuItem, 'status'>) => node.status !== 0

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

/** The form values of a record loaded with GetActionById. */
export function editValues(record: MenuItem): MenuFormValues {
  return {
    type: typeOf(record),
    name: record.name,
    url: record.url ?? '',
    icon: record.icon ?? '',
    value: record.value ?? '',
    sort: record.sort ?? 0,
    isHidden: Number(record.isHidden) === 1 || record.isHidden === true,
    needAction: Number(record.needAction) === 1,
    roleList: (record.roleList ?? []).map((r) => ({ name: r.name, value: r.value })),
  }
}

/**
 * The AddAction / EditAction body. A page sends its buttons (roleList; the backend keeps them as
 * its permissions); a permission sends its own value; a menu sends neither.
 */
export function toActionBody(
  values: MenuFormValues,
  target: { record?: MenuItem; parentId?: MenuItem['id'] },
): ActionBody {
  const { record } = target
  const type = values.type
  const body: ActionBody = {
    parentId: record ? (record.parentId ?? 0) : (target.parentId ?? 0),
    type,
    name: values.name.trim(),
    url: values.url?.trim() ?? '',
    icon: values.icon ?? '',
    value: type === 2 ? (values.value?.trim() ?? '') : '',
    sort: values.sort ?? 0,
    isHidden: values.isHidden ? 1 : 0,
    needAction: values.needAction ? 1 : 0,
    status: record?.status ?? 1,
  }
  if (type === 1)
    body.roleList = (values.roleList ?? []).map((r) => ({
      name: r.name.trim(),
      value: r.value.trim(),
    }))
  return record ? { ...body, id: record.id, code: record.code } : body
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
