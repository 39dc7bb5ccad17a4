import type { Dayjs } from 'dayjs'
import dayjs from '../../lib/dayjs'
import type { UserForm, UserRow } from '../../api/user-user'
import type { PickValue } from '../../components/org-post/pick-field'
import { echo } from '../../api/echo'

// The user edit dialog's values and its EditUserInfo body. The list row is all the dialog knows
// of a user, and a row may leave fields out (the documented row has no codes, no job number, no
// social security and no valid date). A save never sends a blank for a field the dialog did not
// read: such a field is left out of the body unless the administrator typed a value into it, and
// what was read and not changed goes back as it was read.

/** system: the system users' screen (with 有效期); company: a company's users (without). */
export type UserVariant = 'system' | 'company'

/** Maxlengths of the user form (behaviour B3.4). */
export const USER_MAX = {
  chnName: 50,
  mobile: 20,
  idCard: 20,
  jobNum: 30,
  ssNo: 50,
  ssAddr: 100,
  ssState: 50,
  email: 50,
} as const

/** The backend's "no valid date". */
export const NO_VALID_DATE = '1900-01-01 00:00:00'

/** What a field shows when its original value could not be read. */
export const UNREAD_PLACEHOLDER = '未读取到原值，留空则保持不变'
/** The same, for a choice (性别, 状态). */
export const UNREAD_CHOICE = '未读取到原值，不选则保持不变'
/** Under a department known only by its name: a post is chosen among a department's posts. */
export const ORG_WITHOUT_CODE = '未读取到部门编码：要选择岗位，请先重新选择部门'
/** An edit of a row without a userId would add a new user instead. */
export const NO_USER_ID = '未能读取该用户的编号，无法保存'

/** A GetUserList row (with the edit form's fields when the answer carries them). */
export type EditableUser = UserRow

/** The values of the edit form: a picked department or post holds its code and name together. */
export type UserFormValues = Pick<
  UserForm,
  'chnName' | 'mobile' | 'idCard' | 'jobNum' | 'ssNo' | 'ssAddr' | 'ssState' | 'email'
> & {
  /** a department known only by its name has code '' */
  org?: PickValue
  post?: PickValue
  partTimePost?: PickValue
  /** system variant only */
  validDate?: Dayjs | null
  /** empty until chosen (a row without one asks 请选择性别) */
  sex?: 0 | 1
  /** empty when the row did not say */
  status?: 0 | 1
}

/** The fields of the form, as the notice of the fields not read names them. */
export const USER_FIELD_LABELS = {
  chnName: '姓名',
  mobile: '手机号',
  sex: '性别',
  org: '部门',
  post: '岗位',
  partTimePost: '兼职岗位',
  validDate: '有效期',
  idCard: '证件号',
  jobNum: '工号',
  ssNo: '社保号',
  ssAddr: '社保地址',
  ssState: '社保状态',
  email: '邮箱',
  status: '状态',
} as const

export type UserField = keyof typeof USER_FIELD_LABELS

const TEXT_FIELDS = [
  'chnName',
  'mobile',
  'idCard',
  'jobNum',
  'ssNo',
  'ssAddr',
  'ssState',
  'email',
] as const

/** The codes and names behind each pick field. */
const PICKS = {
  org: ['orgCode', 'orgCodeName'],
  post: ['postCode', 'postCodeName'],
  partTimePost: ['partTimePostCode', 'partTimePostCodeName'],
} as const

type PickField = keyof typeof PICKS

/**
 * The fields whose original value the row does not carry, in the form's order. Adding reads
 * nothing and keeps nothing: none. 有效期 is a field of the system variant only.
 */
export function unreadFields(row: EditableUser | undefined, variant: UserVariant): UserField[] {
  if (!row) return []
  const unread = (field: UserField): boolean => {
    if (field in PICKS) {
      const [code, name] = PICKS[field as PickField]
      return row[code] === undefined && row[name] === undefined
    }
    if (field === 'validDate') return variant === 'system' && row.validDate === undefined
    return row[field as keyof EditableUser] === undefined
  }
  return (Object.keys(USER_FIELD_LABELS) as UserField[]).filter(unread)
}

/** An empty valid date: none, or the backend's 1900-01-01 (whatever the time). */
export function isNoDate(value: string | undefined | null): boolean {
  return !value || value.startsWith('1900-01-01')
}

/** A pick from the row: its code and name, or the name alone (code '') when no code came. */
function pick(code: string | undefined, name: string | undefined): PickValue | undefined {
  return code || name ? { code: code ?? '', name: name || code || '' } : undefined
}

/** The form's starting values: a copy of the row (edit), or sex 0 and status 1 (add). */
export function toFormValues(row?: EditableUser): Partial<UserFormValues> {
  if (!row) return { sex: 0, status: 1 }
  const date = isNoDate(row.validDate) ? undefined : dayjs(row.validDate)
  return {
    chnName: row.chnName ?? '',
    mobile: row.mobile ?? '',
    org: pick(row.orgCode, row.orgCodeName),
    post: pick(row.postCode, row.postCodeName),
    partTimePost: pick(row.partTimePostCode, row.partTimePostCodeName),
    validDate: date?.isValid() ? date : undefined,
    idCard: row.idCard ?? '',
    jobNum: row.jobNum ?? '',
    ssNo: row.ssNo ?? '',
    ssAddr: row.ssAddr ?? '',
    ssState: row.ssState ?? '',
    email: row.email ?? '',
    sex: row.sex,
    status: row.status,
  }
}

const text = (value: string | undefined) => (value ?? '').trim()

/**
 * 用户证件号和工号不允许同时为空, judged only where it can be: when either was not read and is
 * left empty, the backend may hold a value for it, and the save is not refused.
 */
export function bothIdsEmpty(
  values: Pick<UserFormValues, 'idCard' | 'jobNum'>,
  unread: readonly UserField[],
): boolean {
  const empty = (field: 'idCard' | 'jobNum') => !text(values[field])
  return (
    empty('idCard') && empty('jobNum') && !unread.includes('idCard') && !unread.includes('jobNum')
  )
}

/** Why an edit of this row cannot be saved, or undefined when it can. */
export function editRefusal(user: EditableUser | undefined): string | undefined {
  return user && !user.userId ? NO_USER_ID : undefined
}

export interface EditBodyOptions {
  variant: UserVariant
  /** the row edited; absent when adding */
  user?: EditableUser
  /** the company a platform administrator adds the user into (not a field of the spec's form: docs/backend-contract.md) */
  companyCode?: string
}

/**
 * UserForm, with the company of a user a platform administrator adds (assumed field); an edit
 * also carries every other field of the row as GetUserList gave it.
 */
export type EditUserBody = UserForm & { companyCode?: string } & Record<string, unknown>

const samePick = (a: PickValue | undefined, b: PickValue | undefined) =>
  a?.code === b?.code && a?.name === b?.name

/**
 * A pick's part of an edit body: unchanged, the code and name as they were read (a part not read
 * is left out); picked anew, both; cleared by the user, both empty.
 */
function pickBody(
  field: PickField,
  value: PickValue | undefined,
  user: EditableUser,
): Partial<EditUserBody> {
  const [code, name] = PICKS[field]
  if (samePick(value, toFormValues(user)[field])) {
    return {
      ...(user[code] !== undefined ? { [code]: user[code] } : {}),
      ...(user[name] !== undefined ? { [name]: user[name] } : {}),
    }
  }
  return { [code]: value?.code ?? '', [name]: value?.name ?? '' }
}

const sameDay = (a: Dayjs | null | undefined, b: Dayjs | null | undefined) =>
  (a?.valueOf() ?? null) === (b?.valueOf() ?? null)

/**
 * An edit's validDate: the company variant (no such field) and an unchanged date go back as read;
 * the system variant sends the picked date ('YYYY-MM-DD HH:mm:ss'), or 1900-01-01 00:00:00 when
 * the user cleared it. Nothing read and nothing picked: left out.
 */
function editValidDate(
  values: UserFormValues,
  variant: UserVariant,
  user: EditableUser,
): string | undefined {
  // unchanged: as read (the body then carries it as it came)
  if (variant === 'company' || sameDay(values.validDate, toFormValues(user).validDate))
    return user.validDate
  return values.validDate?.format('YYYY-MM-DD HH:mm:ss') ?? NO_VALID_DATE
}

/** The body of a new user: every field (strings trimmed, an empty pick sent as ''). */
function addBody(values: UserFormValues, variant: UserVariant): EditUserBody {
  return {
    chnName: text(values.chnName),
    mobile: text(values.mobile),
    orgCode: values.org?.code ?? '',
    orgCodeName: values.org?.name ?? '',
    postCode: values.post?.code ?? '',
    postCodeName: values.post?.name ?? '',
    partTimePostCode: values.partTimePost?.code ?? '',
    partTimePostCodeName: values.partTimePost?.name ?? '',
    validDate:
      variant === 'system'
        ? (values.validDate?.format('YYYY-MM-DD HH:mm:ss') ?? NO_VALID_DATE)
        : NO_VALID_DATE,
    idCard: text(values.idCard),
    jobNum: text(values.jobNum),
    ssNo: text(values.ssNo),
    ssAddr: text(values.ssAddr),
    ssState: text(values.ssState),
    email: text(values.email),
    sex: values.sex ?? 0,
    status: values.status === 0 ? 0 : 1,
  }
}

/**
 * The EditUserInfo body. Adding sends every field. Editing sends the row as GetUserList gave it
 * (every key, echo.ts) with the form on top: for each field, the value in the form (strings
 * trimmed) when the row carried it, and for a field the row did not carry only a value the
 * administrator typed or chose; picks and validDate as pickBody and editValidDate say.
 */
export function toEditBody(values: UserFormValues, options: EditBodyOptions): EditUserBody {
  const { variant, user, companyCode } = options
  if (!user) return { ...addBody(values, variant), ...(companyCode ? { companyCode } : {}) }
  return echo(user, formChanges(values, variant, user))
}

/** What the edit form says of each field it holds (the row's own value when unchanged). */
function formChanges(values: UserFormValues, variant: UserVariant, user: EditableUser): UserForm {
  const body: UserForm = { userId: user.userId }
  for (const field of TEXT_FIELDS) {
    const value = text(values[field])
    if (user[field] !== undefined || value) body[field] = value
  }
  if (values.sex === 0 || values.sex === 1) body.sex = values.sex
  if (values.status === 0 || values.status === 1) body.status = values.status
  Object.assign(
    body,
    pickBody('org', values.org, user),
    pickBody('post', values.post, user),
    pickBody('partTimePost', values.partTimePost, user),
  )
  const validDate = editValidDate(values, variant, user)
  if (validDate !== undefined) body.validDate = validDate
  return body
}
