import { waitFor } from '@testing-library/react'
import { samples, type EndpointKey } from './contract-samples.test-kit'
import { loginAs, watchWire, type SentRequest } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { baseApi } from './base-api'
import contractFile from './contract.json'
import { captureDownloads } from '../testing'
import { setDocumentedOnly } from '../../mocks/documented-only'
import { server } from '../../mocks/node'

// Load every controller module (each injects its endpoints) and its source text.
import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true })
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

type Placement = 'query' | 'body' | 'form' | 'none'
/** One documented call: the project's copy of the shared contract (src/api/contract.json). */
interface ContractEntry {
  path: string
  controller: string
  name: string
  method: 'GET' | 'POST'
  params: Placement
  fields: string
  /** the documented field names ('a|b' either, 'a.b' b inside a) */
  sent: string[]
}
interface Declared {
  key: string
  file: string
  doc: string | undefined
}

const contract = contractFile.endpoints as ContractEntry[]
const ENDPOINT_LINE = /^\s+(\w+): build\.(query|mutation)</
const DOC_LINE = /^\s+\/\*\* (GET|POST) (\/\S+) \*\/$/

const declared: Declared[] = Object.entries(sources).flatMap(([file, text]) => {
  const lines = text.split('\n')
  return lines.flatMap((line, i) => {
    const m = ENDPOINT_LINE.exec(line)
    if (!m) return []
    const doc = DOC_LINE.exec(lines[i - 1] ?? '')
    return [{ key: m[1], file, doc: doc ? `${doc[1]} ${doc[2]}` : undefined }]
  })
})
const byDoc = new Map(declared.filter((d) => d.doc).map((d) => [d.doc!, d.key]))

/** The six calls whose path the spec does not show, at their default paths (docs/backend-contract.md). */
const assumed: (Pick<ContractEntry, 'path' | 'method' | 'params' | 'sent'> & {
  key: EndpointKey
})[] = [
  {
    key: 'getNewsPageListByTypeId',
    path: '/Api/Base_Manage/Base_News/GetNewsPageListByTypeId',
    method: 'POST',
    params: 'body',
    sent: ['search.typeid', 'pageIndex', 'pageRows', 'sortField', 'sortType'],
  },
  {
    key: 'getNewsListByTypeId',
    path: '/Api/Base_Manage/Base_News/GetNewsListByTypeId',
    method: 'POST',
    params: 'body',
    sent: ['typeid', 'limit'],
  },
  {
    key: 'getLinkListByType',
    path: '/Api/Base_Manage/Base_Link/GetLinkListByType',
    method: 'POST',
    params: 'body',
    sent: ['linkType'],
  },
  {
    key: 'getHomeResDirList',
    path: '/Api/Train_Manage/Train_ResDir/GetHomeResDirList',
    method: 'POST',
    params: 'body',
    sent: [],
  },
  {
    key: 'getExamPaperQuestions',
    path: '/Api/UserExam/ex_userexam/GetExamPaperQuestions',
    method: 'POST',
    params: 'query',
    sent: ['userpaperId'],
  },
  {
    key: 'submitExamPaper',
    path: '/Api/UserExam/ex_userexam/SubmitExamPaper',
    method: 'POST',
    params: 'body',
    sent: ['userpaperId', 'answers'],
  },
]

/**
 * Keys that are not lowerCamel(name): where two controllers share a method name, the second is
 * prefixed with its controller (docs/conventions.md: src/api).
 */
const prefixed: Record<string, string> = {
  '/Api/Common_Manage/Common_Attach/UploadFileByFormToAliyun':
    'commonAttachUploadFileByFormToAliyun',
}

/**
 * Keys with a readable name where the backend's name is misspelt or run together (EidtRole,
 * checkuserinfo), uses a legacy word (JT, wwwroot, ExportIn, NoRead, LoginOut, guizhangzhidu) or does
 * not say what it acts on (Delete, SaveData, token). The path keeps the backend's spelling.
 */
const readable: Record<string, string> = {
  '/Api/SysConfig/sys_role/EidtRole': 'editRole',
  '/Api/User/user_user/EnableDisableJTUserData': 'enableDisableUsers',
  '/Api/User/user_user/DeleteJTUserData': 'deleteUsers',
  '/Api/User/user_user/GetwwwrootUrl': 'getWebRootUrl',
  '/Api/User/user_user/checkuserinfo': 'checkUserImport',
  '/Api/User/user_user/UserExportIn': 'readUserImport',
  '/Api/User/user_user/SaveExportIn': 'saveUserImport',
  '/Api/User/user_user/GetResetpwdAcc': 'getResetPasswordAccounts',
  '/Api/User/user_user/CheckResetpwdAcc': 'checkResetPasswordAccount',
  '/Api/User/user_user/CheckResetpwdVerifyCode': 'checkResetPasswordCode',
  '/Api/User/user_user/SubmitResetpwdData': 'submitResetPassword',
  '/Api/User/user_user/GetEditphoneCheckNum': 'getEditPhoneCheckNum',
  '/Api/User/user_user/GetEditPassWordCheckNum': 'getEditPasswordCheckNum',
  '/Api/User/user_user/EditPassWord': 'editPassword',
  '/Api/User/user_user/LoginOut': 'logout',
  '/Api/User/user_orgpost/Removeorgpost': 'removeOrgPost',
  '/Api/SysConfig/sys_notice/Getguizhangzhidu': 'getRegulations',
  '/Api/SysConfig/sys_message/GetNoReadCount': 'getUnreadCount',
  '/Api/Base_Manage/Base_News/GetTheData': 'getNewsDetail',
  '/qiniu/upload/token': 'getQiniuToken',
  '/Api/Train_Manage/Train_Res/BatchDelete': 'batchDeleteTrainRes',
  '/Api/Train_Manage/Train_Res/Delete': 'deleteTrainRes',
  '/Api/Train_Manage/Train_Res/UpdateData': 'updateTrainRes',
  '/Api/Train_Manage/Train_Res/AddData': 'addTrainRes',
  '/Api/Train_Manage/Train_Res/AddNoteData': 'addNote',
  '/Api/Train_Manage/Train_Res/DelNote': 'deleteNote',
  '/Api/Train_Manage/Train_ResDir/GetTreeData': 'getResDirTree',
  '/Api/Train_Manage/Train_ResDir/SaveData': 'saveResDir',
  '/Api/Train_Manage/Train_ResDir/DeleteData': 'deleteResDir',
}

/** The backend's legacy spellings, which belong in paths and field names only, never in a key. */
const LEGACY_SPELLING = /eidt|JT|wwwroot|totle|guizhangzhidu|Resetpwd|ExportIn|NoRead|LoginOut/

const lowerCamel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)
const controllerCamel = (controller: string) =>
  lowerCamel(
    controller
      .split('/')
      .pop()!
      .replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()),
  )

const keyOf = (c: { path: string; name: string }) =>
  prefixed[c.path] ?? readable[c.path] ?? lowerCamel(c.name)

/** The field names a request carried where its placement puts them (one level of nesting). */
function carried(r: SentRequest, params: Placement): Set<string> {
  if (params === 'query') return new Set(Object.keys(r.query))
  if (params === 'form') return new Set((r.body as FormData).keys())
  if (params !== 'body' || !r.body || typeof r.body !== 'object') return new Set()
  return new Set(
    Object.entries(r.body).flatMap(([k, v]) => [
      k,
      ...(v && typeof v === 'object' && !Array.isArray(v)
        ? Object.keys(v).map((n) => `${k}.${n}`)
        : []),
    ]),
  )
}

function expectPlacement(r: SentRequest, params: Placement) {
  const queryKeys = Object.keys(r.query)
  if (params === 'query') {
    expect(queryKeys.length).toBeGreaterThan(0)
    expect(r.body).toBeUndefined()
  } else if (params === 'body') {
    expect(r.contentType).toContain('application/json')
    expect(typeof r.body).toBe('object')
    expect(queryKeys).toEqual([])
  } else if (params === 'form') {
    expect(r.contentType).toContain('multipart/form-data')
    expect((r.body as FormData).get('file')).toHaveProperty('name')
    expect(queryKeys).toEqual([])
  } else {
    expect(queryKeys).toEqual([])
    expect(r.body).toBeUndefined()
  }
}

type Initiate = (
  arg: unknown,
) => PromiseLike<{ data?: unknown; error?: unknown }> & { unsubscribe?: () => void }
const initiate = (key: string) =>
  (baseApi.endpoints as unknown as Record<string, { initiate: Initiate }>)[key].initiate

/** Calls one endpoint as its sample says, through a real store, the real baseQuery and the mock. */
async function walk(key: EndpointKey) {
  const sample = samples[key] as { as?: string | null; arg?: unknown }
  if (sample.as !== null) loginAs(sample.as ?? 'admin')
  const arg = typeof sample.arg === 'function' ? await (sample.arg as () => unknown)() : sample.arg
  const wire = watchWire()
  // the answers as the backend sent them: the endpoints hand their components the data only
  const answers: Promise<unknown>[] = []
  const onAnswer = ({ response }: { response: Response }) => {
    if (response.headers.get('content-type')?.includes('json'))
      answers.push(response.clone().json())
  }
  server.events.on('response:mocked', onAnswer)
  const pending = makeStore().dispatch(
    initiate(key)(arg) as never,
  ) as unknown as ReturnType<Initiate>
  const result = await pending
  pending.unsubscribe?.()
  server.events.removeListener('response:mocked', onAnswer)
  return { result, sent: await wire.sent(), answers: await Promise.all(answers) }
}

const walkList = [...contract.map((c) => ({ ...c, key: keyOf(c) as EndpointKey })), ...assumed]

describe('api contract (the project copy of the 134 documented calls)', () => {
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
    expect(contract).toHaveLength(134)
    expect(contract.filter((c) => !byDoc.has(`${c.method} ${c.path}`))).toEqual([])
    expect(declared).toHaveLength(contract.length + assumed.length)
  })

  it('names each endpoint lowerCamel(legacy name), prefixed or readable only where listed', () => {
    const misnamed = contract
      .map((c) => ({ doc: `${c.method} ${c.path}`, expected: keyOf(c) }))
      .filter(({ doc, expected }) => byDoc.get(doc) !== expected)
    expect(misnamed).toEqual([])
    for (const [path, key] of Object.entries(readable)) {
      const entry = contract.find((c) => c.path === path)!
      expect(key).not.toBe(lowerCamel(entry.name))
    }
    for (const [path, key] of Object.entries(prefixed)) {
      const entry = contract.find((c) => c.path === path)!
      expect(key).toBe(controllerCamel(entry.controller) + entry.name)
      expect(contract.filter((c) => c.name === entry.name).length).toBeGreaterThan(1)
    }
  })

  it("keeps the backend's legacy spellings out of endpoint keys and hooks", () => {
    const hooks = Object.values(sources).flatMap(
      (text) => text.match(/\buse\w+(Query|Mutation)\b/g) ?? [],
    )
    expect(
      [...declared.map((d) => d.key), ...hooks].filter((name) => LEGACY_SPELLING.test(name)),
    ).toEqual([])
  })

  it('has a sample call for every declared endpoint', () => {
    expect(Object.keys(samples).sort()).toEqual(declared.map((d) => d.key).sort())
  })

  it.each(walkList)(
    '$method $path ($key): sent as $params with the documented fields, answered with success',
    async (entry) => {
      expect(byDoc.get(`${entry.method} ${entry.path}`)).toBe(entry.key)
      const downloads = entry.key === 'exportUserList' ? captureDownloads() : []
      const { result, sent, answers } = await walk(entry.key)
      expect(result.error).toBeUndefined()
      if (entry.key === 'exportUserList')
        await waitFor(() => expect(downloads.map((d) => d.name)).toEqual([result.data]))
      else expect(answers).toEqual([expect.objectContaining({ success: true })])
      expect(sent).toHaveLength(1)
      const [r] = sent
      expect([r.method, r.pathname]).toEqual([entry.method, entry.path])
      expectPlacement(r, entry.params)
      const names = carried(r, entry.params)
      const missing = entry.sent.filter((field) => !field.split('|').some((alt) => names.has(alt)))
      expect(missing).toEqual([])
    },
  )

  describe('against a backend that answers the documented fields only', () => {
    beforeEach(() => setDocumentedOnly(true))
    afterEach(() => setDocumentedOnly(undefined))

    // an answer without the assumed fields is still an answer: no endpoint fails its check
    it.each(walkList)('$method $path ($key) passes its answer check', async (entry) => {
      // the export saves a file: caught here, as above
      if (entry.key === 'exportUserList') captureDownloads()
      const { result } = await walk(entry.key)
      expect(result.error).toBeUndefined()
    })
  })
})
