import { server } from '../../mocks/node'

// exportUserList saves its Blob; jsdom cannot download files.
vi.mock('file-saver', () => ({ saveAs: vi.fn() }))
import { makeStore } from '../app/store'
import { baseApi } from './base-api'
import contract from './contract.json'
import { recordRequests, type RecordedRequest } from './test-recorder'

// Load every controller module (each injects its endpoints) and its source text.
const modules = import.meta.glob(['./*.ts', '!./*.test.ts', '!./test-recorder.ts'], { eager: true })
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./test-recorder.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

type Placement = 'query' | 'body' | 'form' | 'none'
interface ContractEntry {
  path: string
  method: 'GET' | 'POST'
  params: Placement
}
interface Declared {
  key: string
  file: string
  doc: string | undefined
}

const ENDPOINT_LINE = /^\s+(\w+): build\.(query|mutation)</
const DOC_LINE = /^\s+\/\*\* (GET|POST) (\/\S+) \*\/$/

function declaredEndpoints(): Declared[] {
  return Object.entries(sources).flatMap(([file, text]) => {
    const lines = text.split('\n')
    return lines.flatMap((line, i) => {
      const m = ENDPOINT_LINE.exec(line)
      if (!m) return []
      const doc = DOC_LINE.exec(lines[i - 1] ?? '')
      return [{ key: m[1], file, doc: doc ? `${doc[1]} ${doc[2]}` : undefined }]
    })
  })
}

const declared = declaredEndpoints()
const byDoc = new Map(declared.filter((d) => d.doc).map((d) => [d.doc!, d.key]))

/** The six calls whose path the spec does not show, at their default paths. */
const assumed: (ContractEntry & { key: string })[] = [
  {
    key: 'getNewsPageListByTypeId',
    path: '/Api/Base_Manage/Base_News/GetNewsPageListByTypeId',
    method: 'POST',
    params: 'body',
  },
  {
    key: 'getNewsListByTypeId',
    path: '/Api/Base_Manage/Base_News/GetNewsListByTypeId',
    method: 'POST',
    params: 'body',
  },
  {
    key: 'getLinkListByType',
    path: '/Api/Base_Manage/Base_Link/GetLinkListByType',
    method: 'POST',
    params: 'body',
  },
  {
    key: 'getHomeResDirList',
    path: '/Api/Train_Manage/Train_ResDir/GetHomeResDirList',
    method: 'POST',
    params: 'body',
  },
  {
    key: 'getExamPaperQuestions',
    path: '/Api/UserExam/ex_userexam/GetExamPaperQuestions',
    method: 'POST',
    params: 'query',
  },
  {
    key: 'submitExamPaper',
    path: '/Api/UserExam/ex_userexam/SubmitExamPaper',
    method: 'POST',
    params: 'body',
  },
]

/** Realistic args where a generic probe would not reach the wire the way the page does. */
const sampleArgs: Record<string, unknown> = {
  getOrgTree: { ShowTop: 1 },
  indexHotRes: { dCode: 'D01', top: 10 },
  setIsRead: { id: 1, isRead: 0 },
}

function argFor(key: string, params: Placement): unknown {
  if (key in sampleArgs) return sampleArgs[key]
  if (params === 'none') return undefined
  if (params === 'form') return new File(['x'], 'probe.xls')
  return { probe: 'x' }
}

type Initiate = (arg: unknown) => PromiseLike<{ error?: unknown }> & { unsubscribe?: () => void }
function initiate(key: string): Initiate {
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: Initiate }>
  return endpoints[key].initiate
}

function isEmptyBody(r: RecordedRequest) {
  return r.body === undefined
}

function expectPlacement(r: RecordedRequest, params: Placement) {
  const queryKeys = Object.keys(r.query)
  if (params === 'query') {
    expect(queryKeys.length).toBeGreaterThan(0)
    expect(isEmptyBody(r)).toBe(true)
  } else if (params === 'body') {
    expect(r.contentType).toContain('application/json')
    expect(typeof r.body).toBe('object')
    expect(queryKeys).toEqual([])
  } else if (params === 'form') {
    expect(r.contentType).toContain('multipart/form-data')
    // jsdom's File cannot hand its bytes or name to Node's fetch, so only the part itself is checked
    expect(typeof (r.body as FormData).get('file')).toBe('object')
    expect(queryKeys).toEqual([])
  } else {
    expect(queryKeys).toEqual([])
    expect(isEmptyBody(r)).toBe(true)
  }
}

async function hit(key: string, params: Placement): Promise<RecordedRequest> {
  const log = recordRequests(server)
  const store = makeStore()
  const result = (await store.dispatch(initiate(key)(argFor(key, params)) as never)) as {
    error?: unknown
  }
  expect(result.error).toBeUndefined()
  expect(log).toHaveLength(1)
  return log[0]
}

describe('api contract (endpoints.json)', () => {
  it('loads every controller module', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(20)
  })

  it('has a one-line "/** METHOD /path */" doc comment above every endpoint', () => {
    expect(declared.filter((d) => !d.doc).map((d) => `${d.file}: ${d.key}`)).toEqual([])
  })

  it('uses each endpoint key once across the whole api, and registers every declared key', () => {
    const keys = declared.map((d) => d.key)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
    expect(Object.keys(baseApi.endpoints).sort()).toEqual([...keys].sort())
  })

  it('documents each backend call exactly once', () => {
    const docs = declared.map((d) => d.doc)
    expect(docs.filter((d, i) => docs.indexOf(d) !== i)).toEqual([])
    const missing = (contract as ContractEntry[]).filter((c) => !byDoc.has(`${c.method} ${c.path}`))
    expect(missing).toEqual([])
    expect(declared).toHaveLength(contract.length + assumed.length)
  })

  it.each(contract as ContractEntry[])(
    '$method $path sends its arguments as $params',
    async (entry) => {
      const key = byDoc.get(`${entry.method} ${entry.path}`)!
      const r = await hit(key, entry.params)
      expect(r.method).toBe(entry.method)
      expect(r.pathname).toBe(entry.path)
      expectPlacement(r, entry.params)
    },
  )

  it.each(assumed)('assumed call $key goes to $path by default', async (entry) => {
    expect(byDoc.get(`${entry.method} ${entry.path}`)).toBe(entry.key)
    const r = await hit(entry.key, entry.params)
    expect(r.method).toBe(entry.method)
    expect(r.pathname).toBe(entry.path)
    expectPlacement(r, entry.params)
  })
})
