import * as v from 'valibot'
import { count, id, list, maybe } from './schema'

// GetUserList's answer, checked before the user list sees it: a row needs an id to act on and a
// status the toggle can read; the other fields are text the table shows (or nothing).

/** Text the table shows: a number (a mobile sent as a number) reads as its digits. */
const text = v.pipe(
  maybe(v.union([v.string(), v.number()])),
  v.transform((value) => (value === undefined ? undefined : String(value))),
)

const userRow = v.looseObject({
  userId: v.pipe(id, v.transform(String)),
  chnName: v.nullish(v.string(), ''),
  status: v.pipe(
    count,
    v.transform((n): 0 | 1 => (n === 1 ? 1 : 0)),
  ),
  // a sex sent as "0" reads as 0; anything else as not given
  sex: v.pipe(
    maybe(v.union([v.number(), v.string()])),
    v.transform((value): 0 | 1 | undefined =>
      value === undefined || value === ''
        ? undefined
        : Number(value) === 1
          ? 1
          : Number(value) === 0
            ? 0
            : undefined,
    ),
  ),
  idCard: text,
  mobile: text,
  roleCode: maybe(v.array(v.string())),
})

/** data.models + data.totalCount; without a total, at least the rows that came. */
export const userPage = v.pipe(
  v.looseObject({ models: list(userRow), totalCount: maybe(count) }),
  v.transform((page) => ({ ...page, totalCount: page.totalCount ?? page.models.length })),
)
