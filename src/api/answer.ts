import * as v from 'valibot'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ApiResult } from './http'
import { checked, envelope } from './schema'
import { LOADED, type Echo } from './echo'

// Every answer the app reads is declared once, here-style: a schema of its `data`, registered
// under its call. The schema is what components get: a record keeps only the fields it names, so
// a field the backend sends but the app never declared cannot be read by accident, and every
// declared field is either documented (contract/documented-answers.ts) or a registered
// assumption (contract/assumed-fields.ts); src/api/contract/answer-fields.test.ts checks both.

const schemas = new Map<string, v.GenericSchema>()

/** The registered answer schemas, by call (`controller/Name`). */
export function answerSchemas(): ReadonlyMap<string, v.GenericSchema> {
  return schemas
}

/**
 * The schema of the whole answer of the endpoint of `call` (`controller/Name`, e.g.
 * `ex_userexam/BeginExam`): checks the envelope and `data`. The endpoint checks with it first and
 * then takes the payload out (`unwrap`, `pageOfModels`, `pageOfTotal` of base-api.ts).
 */
export function answer<S extends v.GenericSchema>(
  call: string,
  data: S,
): StandardSchemaV1<ApiResult<v.InferOutput<S>>> {
  schemas.set(call, data)
  return checked(envelope(data) as v.GenericSchema<unknown, ApiResult<v.InferOutput<S>>>)
}

/** The data an endpoint declared with `answer(call, schema)` gives its component. */
export type Answer<S extends v.GenericSchema> = v.InferOutput<S>

/** A record of the answer: only the named fields reach the app. */
export function record<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries)
}

/**
 * A record the app saves or sends back whole (an edit, SetIsRead's message, DeleteOrg's node,
 * BeginExam's exam info): the app reads only the named fields (its type has no others), and the
 * record keeps itself as the backend sent it under LOADED (echo.ts), every key and value as it
 * came, so that a save can send it back with only the user's changes on top.
 */
export function echoed<const E extends v.ObjectEntries>(entries: E) {
  const named = v.looseObject(entries)
  return v.pipe(
    v.looseObject({}),
    v.transform((loaded) => ({ ...loaded, [LOADED]: loaded }) as v.InferInput<typeof named>),
    named,
    v.transform((whole) => whole as unknown as v.InferOutput<v.ObjectSchema<E, undefined>> & Echo),
  )
}
