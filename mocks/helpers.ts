// Request parsing and list answering shared by every handler. The legacy backend is loose about
// casing (pageIndex / PageIndex, Search / search), so lookups here ignore case.
import dayjs from 'dayjs'
import { ok } from './respond'

type Obj = Record<string, unknown>

/** The SMS code every mock phone receives (mocks/README.md). */
export const SMS_CODE = '123456'

/** A field of a body regardless of its casing. */
export function field(obj: unknown, name: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined
  const record = obj as Obj
  if (name in record) return record[name]
  const lower = name.toLowerCase()
  const key = Object.keys(record).find((k) => k.toLowerCase() === lower)
  return key === undefined ? undefined : record[key]
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

/** The nested search object of list bodies ({search} or {Search}), or the body itself. */
export function searchOf(body: unknown): Obj {
  const s = field(body, 'search')
  return s && typeof s === 'object' ? (s as Obj) : ((body as Obj) ?? {})
}

/** A query string parameter regardless of its casing. */
export function param(request: Request, name: string): string {
  const params = new URL(request.url).searchParams
  const lower = name.toLowerCase()
  for (const [key, value] of params) if (key.toLowerCase() === lower) return value.trim()
  return ''
}

/** ids as an array (bodies send arrays, a few legacy screens send comma lists). */
export function idList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value === 'string' && value) return value.split(',').map((s) => s.trim()).filter(Boolean)
  if (typeof value === 'number') return [String(value)]
  return []
}

export interface Paging {
  index: number
  size: number
}

/** pageIndex/PageIndex and pageRows/PageRows/pageSize, with defaults. */
export function paging(body: unknown, defaultSize = 20): Paging {
  const index = Math.max(1, Math.floor(num(body, 'pageIndex') ?? 1))
  const size = Math.max(1, Math.min(1000, Math.floor(num(body, 'pageRows') ?? num(body, 'pageSize') ?? defaultSize)))
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

/** Sorts by a field (any casing of sortField), text or number, asc or desc. */
export function sortRows<T>(list: T[], body: unknown, fallback: { field: string; type: 'asc' | 'desc' }): T[] {
  const wanted = str(body, 'sortField') || fallback.field
  const type = (str(body, 'sortType') || fallback.type).toLowerCase() === 'asc' ? 1 : -1
  const sample = list[0] as Obj | undefined
  const key = sample ? Object.keys(sample).find((k) => k.toLowerCase() === wanted.toLowerCase()) ?? fallback.field : fallback.field
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
  return fields.some((f) => String((row as Obj)[f] ?? '').toLowerCase().includes(k))
}

/** The clock for runtime changes (the seed uses a fixed date instead). */
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
    return file instanceof File ? file : undefined
  } catch {
    return undefined
  }
}
