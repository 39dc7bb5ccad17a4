import { echo } from '../../../api/echo'
import type { SessionInfo, UserInfoByUser } from '../../../api/user-user'

// 编辑资料 edits the user's own record as GetUserInfo gives it. The spec documents none of the
// record's fields there but the name and the avatar: a backend may leave the others out. A field
// the dialog could not read says so, is not required, and is left out of the save unless the
// user typed or chose a value; what was read goes back as it is in the form.

/** GetUserInfo as the self-service dialogs read it: the session fields and the user's own record. */
export type SelfInfo = SessionInfo

/** The editable fields of the user-info dialog (UpdateUserInfoByUser). */
export interface SelfInfoValues {
  chnName?: string
  /** empty until chosen when the answer did not say */
  sex?: 0 | 1
  idCard?: string
  qq?: string
  weChat?: string
  email?: string
  headImage?: string
}

export type SelfField = keyof SelfInfoValues

/** What a field shows when its original value could not be read. */
export const SELF_UNREAD = '未读取到原值，留空则保持不变'
/** The same, for 性别. */
export const SELF_UNREAD_CHOICE = '未读取到原值，不选则保持不变'
/** The read-only login account and mobile, when the answer did not carry them. */
export const NOT_READ = '未能读取'

const TEXT_FIELDS = ['chnName', 'idCard', 'qq', 'weChat', 'email'] as const
const FIELDS: readonly SelfField[] = [...TEXT_FIELDS, 'sex', 'headImage']

/** The editable fields the answer did not carry. */
export function unreadSelfFields(info: SelfInfo): SelfField[] {
  return FIELDS.filter((field) => info[field] === undefined)
}

/** The form's starting values: what was read (an avatar of '' shows none). */
export function selfFormValues(info: SelfInfo): Partial<SelfInfoValues> {
  return {
    chnName: info.chnName,
    sex: info.sex,
    idCard: info.idCard,
    qq: info.qq,
    weChat: info.weChat,
    email: info.email,
    headImage: info.headImage || undefined,
  }
}

/** A read-only value as the dialog shows it: the value, — when empty, 未能读取 when not read. */
export function shownValue(value: string | undefined): string {
  return value === undefined ? NOT_READ : value || '—'
}

const trimmed = (value: string | undefined) => (value ?? '').trim()

/**
 * The body UpdateUserInfoByUser receives: the record as GetUserInfo gave it (every key, echo.ts)
 * with the form on top: every field that was read, trimmed, so a cleared field is saved empty; a
 * field that was not read only when the user typed or chose a value.
 */
export function updateBody(values: SelfInfoValues, info: SelfInfo): UserInfoByUser {
  return echo(info, formChanges(values, info))
}

/** What the form says of each field it holds. */
function formChanges(values: SelfInfoValues, info: SelfInfo): UserInfoByUser {
  const body: UserInfoByUser = {}
  for (const field of TEXT_FIELDS) {
    const value = trimmed(values[field])
    if (info[field] !== undefined || value) body[field] = value
  }
  if (values.sex === 0 || values.sex === 1) body.sex = values.sex
  if (info.headImage !== undefined || values.headImage) body.headImage = values.headImage ?? ''
  return body
}
