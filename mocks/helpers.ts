// Request parsing and list answering shared by every handler. Field names are matched exactly, as
// documented: a front end that sends `userid` for `UserId` must fail here the way it would on the
// real backend. Only the documented alternatives are accepted (paging(), searchOf()).
import dayjs from 'dayjs'
import { ok } from './respond'

type Obj = Record<string, unknown>

/** The SMS code every mock phone receives (mocks/README.md). */
export const SMS_CODE = '123456'

/** A field of a body, by its exact documented name. */
export function field(obj: unknown, name: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined
  const record = obj as Obj
  return Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined
}

/** A text field ('' when absent), trimmed. */
export function str(obj: unknown, name: string): string {
  const value = field(obj, name)
  return value === undefined || value === null ? '' : String(value).trim()
}

/** A numeric field, or undefined when absent or empty. */
export function num(obj: unknown, name: string): number | undefined {
  const value = field(obj, name)
  if (value === undefined || value === null || value === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

/** The nested search object of list bodies (`search` or `Search`, as each call documents it). */
export function searchOf(body: unknown, name: 'search' | 'Search'): Obj {
  const s = field(body, name)
  return s && typeof s === 'object' ? (s as Obj) : {}
}

/** A query string parameter, by its exact documented name. */
export function param(request: Request, name: string): string {
  return new URL(request.url).searchParams.get(name)?.trim() ?? ''
}

/** ids as an array (bodies send arrays, a few legacy screens send comma lists). */
export function idList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value === 'string' && value)
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  if (typeof value === 'number') return [String(value)]
  return []
}

export interface Paging {
  index: number
  size: number
}

/** The first of `names` the body carries (documented alternatives of one field). */
function firstNum(body: unknown, names: string[]): number | undefined {
  for (const name of names) {
    const n = num(body, name)
    if (n !== undefined) return n
  }
  return undefined
}

/**
 * Paging as the spec documents it: pageIndex (PageIndex for companies and roles) and pageRows
 * (PageRows for companies; pageSize for users and roles), with defaults.
 */
export function paging(body: unknown, defaultSize = 20): Paging {
  const index = Math.max(1, Math.floor(firstNum(body, ['pageIndex', 'PageIndex']) ?? 1))
  const size = Math.max(
    1,
    Math.min(1000, Math.floor(firstNum(body, ['pageRows', 'PageRows', 'pageSize']) ?? defaultSize)),
  )
  return { index, size }
}

export function slice<T>(list: T[], p: Paging): T[] {
  return list.slice((p.index - 1) * p.size, p.index * p.size)
}

/** Paged answer as data.models + data.totalCount (user, company, post, role, message lists). */
export function okModels<T>(list: T[], p: Paging) {
  return ok({ models: slice(list, p), totalCount: list.length }, { total: list.length })
}

/** Paged answer as data (rows) + total (news and resource lists). */
export function okTotal<T>(list: T[], p: Paging) {
  return ok(slice(list, p), { total: list.length })
}

/** Sorts by body.sortField (its value, e.g. ReleaseTime, names a row field in any casing), asc or desc. */
export function sortRows<T>(
  list: T[],
  body: unknown,
  fallback: { field: string; type: 'asc' | 'desc' },
): T[] {
  const wanted = str(body, 'sortField') || fallback.field
  const type = (str(body, 'sortType') || fallback.type).toLowerCase() === 'asc' ? 1 : -1
  const sample = list[0] as Obj | undefined
  const key = sample
    ? (Object.keys(sample).find((k) => k.toLowerCase() === wanted.toLowerCase()) ?? fallback.field)
    : fallback.field
  return [...list].sort((a, b) => {
    const x = (a as Obj)[key] as string | number
    const y = (b as Obj)[key] as string | number
    if (x === y) return 0
    return (x > y ? 1 : -1) * type
  })
}

/** Case-insensitive "contains" over a few fields. */
export function matches(row: object, keyword: string, fields: string[]): boolean {
  if (!keyword) return true
  const k = keyword.toLowerCase()
  return fields.some((f) =>
    String((row as Obj)[f] ?? '')
      .toLowerCase()
      .includes(k),
  )
}

/** The clock for runtime changes (the seed counts from the same day: see seed/prng.ts). */
export function now(): string {
  return dayjs().format('YYYY-MM-DD HH:mm:ss')
}

export function today(): string {
  return dayjs().format('YYYY-MM-DD')
}

/** The multipart field `file` of an upload. */
export async function readFile(request: Request): Promise<File | undefined> {
  try {
    const form = await request.formData()
    const file = form.get('file')
    // duck-typed: the part's File may come from another realm than the global File (tests)
    return typeof file === 'object' && file !== null && typeof file.arrayBuffer === 'function'
      ? (file as File)
      : undefined
  } catch {
    return undefined
  }
}
