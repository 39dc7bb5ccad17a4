import type { SessionInfo } from '../../../api/user-user'

/** GetUserInfo as the self-service dialogs read it: the session fields and the user's own record. */
export type SelfInfo = SessionInfo

/** The editable fields of the user-info dialog (UpdateUserInfoByUser). */
export interface SelfInfoValues {
  chnName: string
  sex: 0 | 1
  idCard?: string
  qq?: string
  weChat?: string
  email?: string
  headImage?: string
}

const trimmed = (value: string | undefined) => (value ?? '').trim()

/** The body UpdateUserInfoByUser receives: every field, trimmed, so a cleared field is saved empty. */
export function updateBody(values: SelfInfoValues) {
  return {
    chnName: trimmed(values.chnName),
    sex: values.sex,
    idCard: trimmed(values.idCard),
    qq: trimmed(values.qq),
    weChat: trimmed(values.weChat),
    email: trimmed(values.email),
    headImage: values.headImage ?? '',
  }
}
