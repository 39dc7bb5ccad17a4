// The whole-record switch: the mock answers and stores records the way many backends of this
// family do (GetTheData / SaveData on an ORM). Its answers carry the record's every column, among
// them columns nobody documents (RECORD_EXTRAS); and an edit stores exactly the columns of its
// body: a column the body leaves out is stored as null. A front end that saves only the fields of
// its form erases the rest, and the next read shows it.
//
// The normal handlers still run (and merge the body as before); this layer remembers, per record,
// what the body said of each column, and lays it over every later answer of that record.
//
// On: VITE_MOCK_WHOLE_RECORD=true at build time; localStorage yd-mock-whole-record=1 in the
// browser; MOCK_WHOLE_RECORD=1 or a request cookie yd-mock-whole-record=1 for the mock as an HTTP
// server; setWholeRecord(true) in a unit test.
import { sameValue } from '../src/api/echo'
import { db, persist } from './db'
import { mockSwitch } from './mock-switch'
import { readJson } from './respond'
import type { MockUser } from './seed/accounts'

const whole = mockSwitch('yd-mock-whole-record', 'VITE_MOCK_WHOLE_RECORD', 'MOCK_WHOLE_RECORD')

export const WHOLE_RECORD_KEY = whole.key
/** Turns the switch on or off for this process (unit tests); undefined goes back to the env. */
export const setWholeRecord = whole.set
/** Whether this request is answered and stored as whole records. */
export const wholeRecord = whole.on

type Row = Record<string, unknown>

/** A kind of record: the field that names it, and the fields that hold other records. */
interface Table {
  key: string
  nested?: string[]
}

/** Where the records of an answer's data are: the list in models, a list, a tree, or data itself. */
type Shape = 'models' | 'list' | 'one' | { tree: string }

/** A call that answers records of a table; `self`: the caller's own record (GetUserInfo). */
interface Read {
  table: string
  shape: Shape
  self?: boolean
}

/** A call that stores a record of a table from its body; `self`: the caller's own record. */
interface Write {
  table: string
  self?: boolean
}

export const TABLES: Record<string, Table> = {
  user: { key: 'userId' },
  self: { key: 'userId' },
  post: { key: 'id' },
  org: { key: 'id', nested: ['children'] },
  role: { key: 'code', nested: ['roleAct'] },
  action: { key: 'id', nested: ['child'] },
  course: { key: 'id' },
  resDir: { key: 'dCode', nested: ['children'] },
  note: { key: 'id' },
  message: { key: 'id' },
}

const READS: Record<string, Read> = {
  'user_user/GetUserList': { table: 'user', shape: 'models' },
  'user_user/GetUserInfo': { table: 'self', shape: 'one', self: true },
  'user_post/GetPostListPage': { table: 'post', shape: 'models' },
  'user_org/GetOrgTree': { table: 'org', shape: { tree: 'children' } },
  'sys_role/GetRoleListPage': { table: 'role', shape: 'models' },
  'sys_action/GetActionById': { table: 'action', shape: 'one' },
  'Train_Res/GetTrainRes': { table: 'course', shape: 'one' },
  'Train_ResDir/GetTreeData': { table: 'resDir', shape: { tree: 'children' } },
  'Train_Res/GetNoteList': { table: 'note', shape: 'list' },
  'sys_message/GetMessagePage': { table: 'message', shape: 'models' },
}

/** The edits of existing records, each a save of the whole record (docs/backend-contract.md). */
export const WRITES: Record<string, Write> = {
  'user_user/EditUserInfo': { table: 'user' },
  'user_user/UpdateUserInfoByUser': { table: 'self', self: true },
  'user_post/SavePost': { table: 'post' },
  'user_org/EditOrg': { table: 'org' },
  'sys_role/EidtRole': { table: 'role' },
  'sys_action/EditAction': { table: 'action' },
  'Train_Res/UpdateData': { table: 'course' },
  'Train_ResDir/SaveData': { table: 'resDir' },
  'Train_Res/UpdateNote': { table: 'note' },
  'sys_message/SetIsRead': { table: 'message' },
}

/** What the switch keeps of each record: the columns it knows, and what the last edit stored. */
export interface WholeRecords {
  /** table -> id -> the names of the record's columns, as answered */
  columns: Record<string, Record<string, string[]>>
  /**
   * table -> id -> the body of its last edit, laid over the next answers, and what the normal
   * answer held at the first of them
   */
  stored: Record<string, Record<string, { body: Row; normal?: Row }>>
}

function state(): WholeRecords {
  db.wholeRecords ??= { columns: {}, stored: {} }
  return db.wholeRecords
}

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)
const two = (n: number) => String(n).padStart(2, '0')

/**
 * The columns of a record that no answer of the spec names and the app never reads: what an
 * ORM's table has beside the documented fields (who made the row and when, its version, the
 * tenant). The same for the same record every time.
 */
export function recordExtras(table: string, id: string): Row {
  const n = hash(`${table}:${id}`)
  return {
    CreateTime: `2025-${two(1 + (n % 12))}-${two(1 + (n % 28))} 09:${two(n % 60)}:00`,
    CreatorId: `u-seed-${n % 7}`,
    RowVersion: 1 + (n % 9),
    TenantId: 'T-YD-001',
    Deleted: false,
  }
}

const isRow = (value: unknown): value is Row =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** The records of an answer's data, each with the object that holds it (changed in place). */
function recordsOf(data: unknown, shape: Shape): Row[] {
  if (shape === 'one') return isRow(data) ? [data] : []
  if (shape === 'models') return isRow(data) && Array.isArray(data.models) ? data.models : []
  const list = Array.isArray(data) ? data.filter(isRow) : []
  if (shape === 'list') return list
  const all: Row[] = []
  const walk = (rows: Row[]) =>
    rows.forEach((row) => {
      all.push(row)
      const below = row[shape.tree]
      if (Array.isArray(below)) walk(below.filter(isRow))
    })
  walk(list)
  return all
}

const idOf = (row: Row, table: Table, self: boolean, user?: MockUser): string | undefined => {
  if (self) return user?.userId
  const key = row[table.key]
  return key === undefined || key === null || key === '' ? undefined : String(key)
}

const columnsOf = (row: Row, table: Table) =>
  Object.keys(row).filter((name) => !table.nested?.includes(name))

/**
 * One record as the answer gives it, made whole: the columns nobody documents added, and what
 * the last edit stored laid over the normal answer: a column its body left out is null, a column
 * it sent has the value sent. A column another call changed since (a status toggle) shows that
 * change: the first answer after the edit notes what the normal answer held.
 */
function makeWhole(row: Row, tableName: string, id: string): void {
  const table = TABLES[tableName]
  const { columns, stored } = state()
  for (const [name, value] of Object.entries(recordExtras(tableName, id)))
    if (!(name in row)) row[name] = value
  const edit = stored[tableName]?.[id]
  if (edit) {
    const known = [...new Set([...(columns[tableName]?.[id] ?? []), ...columnsOf(row, table)])]
    if (!edit.normal) {
      edit.normal = Object.fromEntries(known.map((name) => [name, row[name] ?? null]))
      persist()
    }
    for (const name of known) {
      if (!sameValue(row[name] ?? null, edit.normal[name] ?? null)) continue
      if (!(name in edit.body)) row[name] = null
      else row[name] = edit.body[name]
    }
  }
  columns[tableName] ??= {}
  columns[tableName][id] = columnsOf(row, table)
}

/** A read's answer with its records made whole. */
async function wholeAnswer(read: Read, user: MockUser | undefined, response: Response) {
  const body = (await response.clone().json()) as Row | null
  if (!isRow(body) || body.success === false) return response
  const table = TABLES[read.table]
  for (const row of recordsOf(body.data, read.shape)) {
    const id = idOf(row, table, !!read.self, user)
    if (id !== undefined) makeWhole(row, read.table, id)
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}

/** After a successful edit: the body is the record now, column for column. */
async function storeEdit(write: Write, sent: Request, user: MockUser | undefined, answer: Row) {
  if (answer.success === false || (answer.errorCode !== undefined && answer.errorCode !== 0)) return
  const body = await readJson<Row>(sent)
  const table = TABLES[write.table]
  const id = idOf(body, table, !!write.self, user)
  // a body without the record's key adds a record (SaveData of a new directory): nothing to lay over
  if (id === undefined || !isRow(body)) return
  const { stored } = state()
  stored[write.table] ??= {}
  stored[write.table][id] = {
    body: Object.fromEntries(
      Object.entries(body).filter(([name]) => !table.nested?.includes(name)),
    ),
  }
  persist()
}

/**
 * The answer of `call` under the switch: a read's records made whole; an edit's body stored as
 * the record. `sent` is a copy of the request, unread.
 */
export async function wholeRecordAnswer(
  call: string,
  sent: Request,
  user: MockUser | undefined,
  response: Response,
): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const write = WRITES[call]
  if (write) await storeEdit(write, sent, user, (await response.clone().json()) as Row)
  const read = READS[call]
  return read ? wholeAnswer(read, user, response) : response
}

/** The calls this switch reads records from and stores them with (tests check their coverage). */
export const wholeRecordCalls = { reads: Object.keys(READS), writes: Object.keys(WRITES) }
