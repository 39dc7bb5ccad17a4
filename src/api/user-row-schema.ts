import * as v from 'valibot'
import { echoed, record } from './answer'
import { count, id, list, maybe } from './schema'

// GetUserList's answer, as the user list, the user dialogs and the person picker read it. A field
// a row leaves out stays undefined: the list shows -, and the edit dialog can tell a value it did
// not read from an empty one, so a save never sends a blank back for what it never had. The
// codes and the edit form's extra fields (orgCode ... validDate) are not in the documented row:
// they are registered assumptions (contract/assumed/users.ts).

/** Text an answer carries: a number (a mobile sent as a number) reads as its digits. */
export const text = v.pipe(
  maybe(v.union([v.string(), v.number()])),
  v.transform((value) => (value === undefined ? undefined : String(value))),
)

/** 0 or 1 (sex: 0 male, 1 female; status: 1 enabled, 0 disabled), "0" as 0; anything else unknown. */
export const zeroOrOne = v.pipe(
  maybe(v.union([v.number(), v.string()])),
  v.transform((value): 0 | 1 | undefined => {
    if (value === undefined || value === '') return undefined
    const n = Number(value)
    return n === 1 ? 1 : n === 0 ? 0 : undefined
  }),
)

/** A row EditUserInfo sends back with the edits (echo.ts): every key as GetUserList gave it. */
const userRow = echoed({
  /** no id: the row is shown, but nothing can be done to it */
  userId: v.pipe(
    maybe(id),
    v.transform((value) => (value === undefined || value === '' ? undefined : String(value))),
  ),
  chnName: text,
  companyName: text,
  companyCode: text,
  orgCodeName: text,
  postCodeName: text,
  idCard: text,
  mobile: text,
  accountCode: text,
  email: text,
  status: zeroOrOne,
  sex: zeroOrOne,
  // a legacy null is the empty list; a missing list is unknown (the role dialog will not save)
  roleCode: v.pipe(
    v.optional(v.nullable(v.array(v.string()))),
    v.transform((codes) => (codes === null ? [] : codes)),
  ),
  orgCode: text,
  postCode: text,
  partTimePostCode: text,
  partTimePostCodeName: text,
  jobNum: text,
  ssNo: text,
  ssAddr: text,
  ssState: text,
  validDate: text,
})

/** A GetUserList row. status 1 enabled, 0 disabled, undefined unknown. */
export type UserRow = v.InferOutput<typeof userRow>

/** data.models + data.totalCount; without a total, at least the rows that came. */
export const userPage = v.pipe(
  record({ models: list(userRow), totalCount: maybe(count) }),
  v.transform((page) => ({ ...page, totalCount: page.totalCount ?? page.models.length })),
)

/** GetUserList data. */
export type UserPage = v.InferOutput<typeof userPage>

const unkeyed = new WeakMap<UserRow, string>()
let unkeyedCount = 0

/** A row's table key: its userId, or a key of its own for a row that came without one. */
export function userKey(row: UserRow): string {
  if (row.userId) return row.userId
  let key = unkeyed.get(row)
  if (!key) {
    unkeyedCount += 1
    key = `no-user-id-${unkeyedCount}`
    unkeyed.set(row, key)
  }
  return key
}
