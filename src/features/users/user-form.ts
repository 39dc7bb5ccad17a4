import type { Dayjs } from 'dayjs'
import dayjs from '../../lib/dayjs'
import type { UserForm, UserRow } from '../../api/user-user'
import type { PickValue } from '../../components/org-post/pick-field'

/** system: the system users' screen (with 有效期); company: a company's users (without). */
export type UserVariant = 'system' | 'company'

/** Maxlengths of the user form (spec 3). */
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

/** A GetUserList row (with the edit form's fields when the answer carries them). */
export type EditableUser = UserRow

/** The values of the edit form: a picked department or post holds its code and name together. */
export type UserFormValues = Pick<
  UserForm,
  'chnName' | 'mobile' | 'idCard' | 'jobNum' | 'ssNo' | 'ssAddr' | 'ssState' | 'email' | 'status'
> & {
  org?: PickValue
  post?: PickValue
  partTimePost?: PickValue
  /** system variant only */
  validDate?: Dayjs | null
  /** empty until chosen (a row without one asks 请选择性别) */
  sex?: 0 | 1
}

/** An empty valid date: none, or the backend's 1900-01-01 (whatever the time). */
export function isNoDate(value: string | undefined | null): boolean {
  return !value || value.startsWith('1900-01-01')
}

function pick(code: string | undefined, name: string | undefined): PickValue | undefined {
  return code ? { code, name: name || code } : undefined
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
    sex: row.sex === 0 || row.sex === 1 ? row.sex : undefined,
    status: row.status === 0 ? 0 : 1,
  }
}

export interface EditBodyOptions {
  variant: UserVariant
  /** the row edited; absent when adding */
  user?: EditableUser
  /** the company a platform administrator adds the user into (assumed field, see the lead's docs) */
  companyCode?: string
}

/** UserForm, with the company of a user a platform administrator adds (assumed field). */
export type EditUserBody = UserForm & { companyCode?: string }

const text = (value: string | undefined) => (value ?? '').trim()

/**
 * The EditUserInfo body: strings trimmed, an empty pick sent as ''. validDate: the system variant
 * sends the picked date ('YYYY-MM-DD HH:mm:ss') or 1900-01-01 00:00:00 when empty; the company
 * variant has no such field and sends back the value the row had (or 1900-01-01 00:00:00), so a
 * company administrator's save does not wipe a date the platform set.
 */
export function toEditBody(values: UserFormValues, options: EditBodyOptions): EditUserBody {
  const { variant, user, companyCode } = options
  const kept = user?.validDate
  const validDate =
    variant === 'system'
      ? (values.validDate?.format('YYYY-MM-DD HH:mm:ss') ?? NO_VALID_DATE)
      : kept && !isNoDate(kept)
        ? kept
        : NO_VALID_DATE
  return {
    ...(user ? { userId: user.userId } : {}),
    chnName: text(values.chnName),
    mobile: text(values.mobile),
    orgCode: values.org?.code ?? '',
    orgCodeName: values.org?.name ?? '',
    postCode: values.post?.code ?? '',
    postCodeName: values.post?.name ?? '',
    partTimePostCode: values.partTimePost?.code ?? '',
    partTimePostCodeName: values.partTimePost?.name ?? '',
    validDate,
    idCard: text(values.idCard),
    jobNum: text(values.jobNum),
    ssNo: text(values.ssNo),
    ssAddr: text(values.ssAddr),
    ssState: text(values.ssState),
    email: text(values.email),
    sex: values.sex ?? 0,
    status: values.status === 0 ? 0 : 1,
    ...(companyCode ? { companyCode } : {}),
  }
}
