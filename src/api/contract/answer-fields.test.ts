import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { answerSchemas } from '../answer'
import contractFile from '../contract.json'
import { assumedFields } from './assumed-fields'
import { documentedAnswers, unshownCalls, WHOLE_DATA } from './documented-answers'
import { schemaFields, treeFields } from './fields'
import { readingsTable, registryTable, writesTable } from './registry-table'
import { readings } from './readings'
import { writes } from './writes'
import { wholeRecordCalls } from '../../../mocks/whole-record'

// Every field the app reads of an answer is documented or registered (docs/backend-contract.md).
// The answer schemas are what components get (a record drops the fields it does not name), so
// comparing them with the documented trees and the registry covers every read.

import.meta.glob(['../*.ts', '!../*.test.ts'], { eager: true })
const sources = import.meta.glob<string>(['../*.ts', '!../*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

const contract = contractFile.endpoints as { path: string; name: string }[]
const callOf = (path: string) => path.split('/').filter(Boolean).slice(-2).join('/')
const knownCalls = new Set([...contract.map((c) => callOf(c.path)), ...unshownCalls])
const schemas = [...answerSchemas()]

describe('answer fields: documented, or registered as assumed', () => {
  it('declares answers only for calls of the contract', () => {
    expect(schemas.map(([call]) => call).filter((call) => !knownCalls.has(call))).toEqual([])
    expect(Object.keys(documentedAnswers).filter((call) => !knownCalls.has(call))).toEqual([])
  })

  it('reads no field that is neither documented nor in the registry', () => {
    const unknown = schemas.flatMap(([call, schema]) => {
      const allowed = new Set([
        ...treeFields(documentedAnswers[call]),
        ...Object.keys(assumedFields[call] ?? {}),
      ])
      return schemaFields(schema)
        .filter((path) => !allowed.has(path))
        .map((path) => `${call}: ${path}`)
    })
    expect(unknown).toEqual([])
  })

  it('registers the data itself of a call that documents nothing and answers a plain value', () => {
    const unregistered = schemas
      .filter(([call, schema]) => !documentedAnswers[call] && !schemaFields(schema).length)
      .map(([call]) => call)
      .filter((call) => !assumedFields[call]?.[WHOLE_DATA])
    expect(unregistered).toEqual([])
  })

  it('registers only fields the app reads, and none the spec documents', () => {
    const read = new Map(schemas.map(([call, schema]) => [call, new Set(schemaFields(schema))]))
    const stale = Object.entries(assumedFields).flatMap(([call, entries]) => {
      const documented = new Set(treeFields(documentedAnswers[call]))
      const wholeData = (path: string) =>
        path === WHOLE_DATA && read.has(call) && !documentedAnswers[call]
      return Object.keys(entries)
        .filter((path) => !wholeData(path))
        .filter((path) => !read.get(call)?.has(path) || documented.has(path))
        .map((path) => `${call}: ${path}`)
    })
    expect(stale).toEqual([])
  })

  it('says for every assumed field why it is read and what the user sees without it', () => {
    const vague = Object.entries(assumedFields).flatMap(([call, entries]) =>
      Object.entries(entries)
        .filter(([, a]) => a.why.trim().length < 10 || a.without.trim().length < 10)
        .map(([path]) => `${call}: ${path}`),
    )
    expect(vague).toEqual([])
  })

  it('checks the answer of every endpoint whose data the app reads', () => {
    // an endpoint block runs from its "/** METHOD /path */" line to the next one
    const unchecked = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split(/(?=^\s+\/\*\* (?:GET|POST) \/)/m)
        .slice(1)
        .flatMap((block) => {
          const path = /\/\*\* (?:GET|POST) (\S+) \*\//.exec(block)?.[1] ?? ''
          const result = /build\.(?:query|mutation)<\s*([^,]+?),/.exec(block)?.[1] ?? ''
          const readsNothing = /^ApiResult<unknown>$|^unknown$|^string$|^void$/.test(result.trim())
          const checked = block.includes(`answer('${callOf(path)}'`)
          return readsNothing || checked ? [] : [`${file}: ${path} (${result.trim()})`]
        }),
    )
    expect(unchecked).toEqual([])
  })

  it('names only calls of the contract among the readings and the writes', () => {
    const unknown = [...Object.keys(readings), ...Object.keys(writes)].filter(
      (call) => !knownCalls.has(call) && call !== 'HTTP Date header',
    )
    expect(unknown).toEqual([])
  })

  it('registers every edit the mock stores whole, and the mock stores every echoed edit', () => {
    const echoed = Object.keys(writes).filter((call) => call !== 'Train_Res/EditRecommendRes')
    expect([...wholeRecordCalls.writes].sort()).toEqual(echoed.sort())
  })

  it('shows the registries in docs/backend-contract.md (UPDATE_CONTRACT_DOC=1 rewrites it)', () => {
    // vitest runs in the repository's root
    const file = join(process.cwd(), 'docs', 'backend-contract.md')
    const doc = readFileSync(file, 'utf8')
    let expected = doc
    for (const [name, table] of [
      ['assumed-fields', registryTable()],
      ['readings', readingsTable()],
      ['writes', writesTable()],
    ]) {
      const start = `<!-- ${name}:start -->`
      const end = `<!-- ${name}:end -->`
      const [before, rest = ''] = expected.split(start)
      const after = rest.split(end)[1] ?? ''
      expected = `${before}${start}\n${table}${end}${after}`
    }
    if (process.env.UPDATE_CONTRACT_DOC === '1') writeFileSync(file, expected)
    expect(doc).toBe(expected)
  })
})
