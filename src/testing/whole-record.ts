import { call, tokenFor, type Who } from '../../mocks/test-harness'
import { setWholeRecord } from '../../mocks/whole-record'

// The screen tests of the saves, against a backend that stores each edit's body whole
// (mocks/whole-record.ts: a column the body leaves out is stored as null).

/** The tests of the enclosing describe run with the mock storing whole records. */
export function storingWholeRecords(): void {
  beforeEach(() => setWholeRecord(true))
  afterEach(() => setWholeRecord(undefined))
}

type Row = Record<string, unknown>

interface ReadOptions {
  who: Who
  method?: 'GET' | 'POST'
  body?: unknown
  query?: Record<string, string | number>
}

/** Every record of an answer's data: the data itself, its list, its models, its tree. */
export function recordsIn(data: unknown, nested = ['children', 'child']): Row[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as Row).models)
      ? ((data as Row).models as unknown[])
      : [data]
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object') return []
    const row = item as Row
    const below = nested.flatMap((key) => (Array.isArray(row[key]) ? recordsIn(row[key]) : []))
    return [row, ...below]
  })
}

/** A record without the records it holds (a tree node's children): its own columns. */
export function ownColumns(row: Row | undefined, nested = ['children', 'child']): Row | undefined {
  if (!row) return row
  return Object.fromEntries(Object.entries(row).filter(([key]) => !nested.includes(key)))
}

/**
 * The record as the backend holds it now: `path` read as `who`, the record that `pick` finds
 * among the answer's records, without the records it holds.
 */
export async function storedRecord(
  path: string,
  pick: (row: Row) => boolean,
  { who, method, body, query }: ReadOptions,
): Promise<Row | undefined> {
  const answer = await call(path, { method, body, query, token: tokenFor(who) })
  return ownColumns(recordsIn(answer.data).find(pick))
}
