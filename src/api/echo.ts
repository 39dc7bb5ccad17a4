// A save of an existing record sends the record exactly as the backend sent it, every key, with
// the user's changes on top. Backends of this kind (SaveData on an ORM) often write every column
// from the body, so a column left out would be stored empty; a body built this way is safe whether
// the backend merges it or stores it whole (docs/backend-contract.md, "Saves").
//
// An echoed record (answer.ts `echoed`) keeps its loaded self under LOADED: the values as they
// came (a number stays a number, a null stays null), including keys the app never reads. The
// request layer never sends that key (http.ts).

/** The key under which an echoed record keeps the record as the backend sent it. */
export const LOADED = '~loaded'

/** The record as the backend sent it. */
export type LoadedRecord = Readonly<Record<string, unknown>>

/** What an echoed record carries besides the fields the app reads. */
export interface Echo {
  readonly [LOADED]?: LoadedRecord
}

/** The record as the backend sent it, when it was read through an echoed schema. */
export function loadedOf(record: object | undefined): LoadedRecord | undefined {
  const loaded = (record as Echo | undefined)?.[LOADED]
  return loaded && typeof loaded === 'object' ? loaded : undefined
}

/** Whether two JSON values are the same (objects key by key, arrays item by item). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, i) => sameValue(item, b[i]))
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false
  const keysA = Object.keys(a).filter((k) => k !== LOADED)
  const keysB = Object.keys(b).filter((k) => k !== LOADED)
  if (keysA.length !== keysB.length) return false
  return keysA.every((k) =>
    sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  )
}

/** `value` without LOADED at any depth: what may travel in a request. */
export function withoutLoaded<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutLoaded) as T
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value))
    if (key !== LOADED) copy[key] = withoutLoaded(item)
  return copy as T
}

/**
 * The body of a save of `record`: the record as loaded, with `changes` on top. A change that is
 * the value the app read (the user left the field as it was) keeps the loaded form of it; a
 * change of undefined is no change. A record not read through an echoed schema starts from its
 * own fields. `nested` names the fields that hold other records (a tree node's children): they
 * are records of their own, and stay out of the body.
 */
export function echo<C extends object = Record<string, never>>(
  record: object,
  changes?: C,
  nested: readonly string[] = [],
): C & Record<string, unknown> {
  const loaded = loadedOf(record)
  const read = record as Record<string, unknown>
  const body: Record<string, unknown> = { ...(loaded ?? withoutLoaded(read)) }
  for (const key of nested) delete body[key]
  // a record made here: what it leaves undefined is not sent
  if (!loaded) for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key]
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === undefined) continue
    if (loaded && key in loaded && sameValue(read[key], value)) continue
    body[key] = value
  }
  return body as C & Record<string, unknown>
}
