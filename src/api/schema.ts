import * as v from 'valibot'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ApiResult } from './http'

// What every answer must look like before a component sees it (behaviour B7.3, B8.1): a legacy
// backend that returns null for an empty list is normal; an object or a string where a list belongs
// is a failure of that call, reported like a failed call (base-api.ts, catchSchemaFailure).

/** A list: null or missing means empty; anything else that is not an array fails. */
export function list<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.optional(v.nullable(v.array(item)), []),
    v.transform((rows): T[] => rows ?? []),
  )
}

/**
 * The rows of a list whose documentation admits both paged shapes: the rows themselves, or
 * data.models with data.totalCount (base-api.ts pageEitherWay).
 */
export function rowsEitherWay<T>(item: v.GenericSchema<unknown, T>) {
  // null or no data at all is no rows, as for any list; an object must name its models
  const models = v.pipe(
    v.nullable(v.array(item)),
    v.transform((rows): T[] => rows ?? []),
  )
  return v.union([list(item), v.object({ models, totalCount: maybe(count) })])
}

/** A number the backend may send as a numeric string ("12"). */
export const count = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal())]),
  v.transform(Number),
)

/** Record ids: the legacy backend mixes numeric ids and string codes. */
export const id = v.union([v.number(), v.string()])

/** An optional field the backend may also send as null (null reads as absent). */
export function maybe<T>(schema: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.nullish(schema),
    v.transform((value): T | undefined => value ?? undefined),
  )
}

/** An answer the backend marks as failed: a non-zero errorCode, or success false. */
export function isEnvelopeError(body: Pick<ApiResult, 'errorCode' | 'success'>): boolean {
  return (
    (body.errorCode !== undefined && body.errorCode !== null && body.errorCode !== 0) ||
    body.success === false
  )
}

/** The legacy envelope around `data`; the error fields were checked by the request layer. */
export function envelope<T>(data: v.GenericSchema<unknown, T>) {
  return v.looseObject({
    success: maybe(v.boolean()),
    msg: maybe(v.string()),
    errorCode: maybe(v.number()),
    total: maybe(count),
    data,
  })
}

/**
 * The schema of an endpoint's whole answer: checks it with `schema` and gives it its declared type,
 * so the DTO interfaces of the controller files stay the types components see once the API layer
 * has taken the data out (base-api.ts).
 */
export function checked<T>(
  schema: v.GenericSchema<unknown, ApiResult<T>>,
): StandardSchemaV1<ApiResult<T>> {
  return { '~standard': { version: 1, vendor: 'valibot', validate: schema['~standard'].validate } }
}
