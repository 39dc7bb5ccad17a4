import { db, persist, nextNumber } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { field, num, str } from '../helpers'
import type { MockResDir } from '../model'
import { isPublic } from '../views'
import { mayOpen, NO_PERMISSION } from '../menu-tree'
import type { MockUser } from '../seed/accounts'

const C = '/Api/Train_Manage/Train_ResDir'

function dirView(d: MockResDir) {
  return {
    ...d,
    title: d.dName,
    key: d.dCode,
    value: d.dCode,
    resCount: db.resources.filter((r) => r.dCode === d.dCode && isPublic(r)).length,
  }
}

const byPNo = (pNo: string) =>
  db.resDirs.filter((d) => d.pNo === pNo).sort((a, b) => a.sort - b.sort)

function tree(pNo = ''): ReturnType<typeof dirView>[] {
  return byPNo(pNo).map((d) => ({ ...dirView(d), children: tree(d.dCode) }))
}

/** Top-level directories for the public tabs (home hot courses, first classroom). */
export function homeDirs() {
  return byPNo('').map(dirView)
}

/** The codes of a directory and everything below it. */
function subtree(dCode: string): Set<string> {
  const codes = new Set([dCode])
  let size = 0
  while (size !== codes.size) {
    size = codes.size
    for (const d of db.resDirs) if (codes.has(d.pNo)) codes.add(d.dCode)
  }
  return codes
}

/** Directories are shared by all companies: only roles with the directory page may change them. */
const mayEdit = (user: MockUser | undefined) => !!user && mayOpen(user, '/train/resdir')

function nextCode(pNo: string): string {
  let n = byPNo(pNo).length + 1
  const make = () => `${pNo || 'D'}${String(n).padStart(2, '0')}`
  while (db.resDirs.some((d) => d.dCode === make())) n += 1
  return make()
}

/**
 * The directory a body names: by its id, by its dCode (the documented key; a client that read no
 * id sends only that), or both, which must then be the same directory. `new` when the body names
 * none (SaveData adds one then); `missing` when what it names does not exist.
 */
function named(body: unknown): MockResDir | 'new' | 'missing' {
  const id = num(body, 'id')
  const dCode = str(body, 'dCode')
  if (id === undefined && !dCode) return 'new'
  const dir = db.resDirs.find(
    (d) => (id === undefined || d.id === id) && (!dCode || d.dCode === dCode),
  )
  return dir ?? 'missing'
}

export const trainResdirHandlers = [
  route('post', `${C}/GetTreeData`, () => ok(tree()), { auth: true }),
  route(
    'post',
    `${C}/GetListByPNo`,
    async ({ request }) => ok(byPNo(str(await readJson(request), 'pNo')).map(dirView)),
    { auth: true },
  ),
  route('post', `${C}/GetIndexResDirList`, () => ok(homeDirs())),
  route(
    'post',
    `${C}/SaveData`,
    async ({ request, user }) => {
      if (!mayEdit(user)) return fail(NO_PERMISSION)
      const body = await readJson(request)
      const dName = str(body, 'dName')
      if (!dName) return fail('请输入目录名称')
      if (dName.length > 50) return fail('目录名称不能超过50个字符')
      const target = named(body)
      if (target === 'missing') return fail('目录不存在')
      const existing = target === 'new' ? undefined : target
      // a field left out keeps its value: a client that did not read the parent or the order
      // does not send them
      const pNo = field(body, 'pNo') === undefined ? (existing?.pNo ?? '') : str(body, 'pNo')
      if (pNo && !db.resDirs.some((d) => d.dCode === pNo)) return fail('上级目录不存在')
      if (db.resDirs.some((d) => d.pNo === pNo && d.dName === dName && d !== existing))
        return fail('同级目录名称已存在')
      if (existing) {
        if (subtree(existing.dCode).has(pNo)) return fail('不能移动到自身或下级目录')
        Object.assign(existing, { dName, pNo, sort: num(body, 'sort') ?? existing.sort })
      } else {
        const dCode = nextCode(pNo)
        db.resDirs.push({
          id: nextNumber(db.resDirs, (d) => d.id),
          dCode,
          dName,
          pNo,
          sort: num(body, 'sort') ?? byPNo(pNo).length + 1,
          cover: '/mock/covers/d01.svg',
        })
      }
      persist()
      return ok(null, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/DeleteData`,
    async ({ request, user }) => {
      if (!mayEdit(user)) return fail(NO_PERMISSION)
      // by id (documented) or by dCode (the directory's key, all a client may have read)
      const dir = named(await readJson(request))
      if (dir === 'new') return fail('请选择要删除的目录')
      if (dir === 'missing') return fail('目录不存在')
      if (
        db.resDirs.some((d) => d.pNo === dir.dCode) ||
        db.resources.some((r) => r.dCode === dir.dCode)
      )
        return fail('该目录下存在子目录或资源，无法删除')
      db.resDirs = db.resDirs.filter((d) => d !== dir)
      persist()
      return ok(null, { msg: '删除成功!' })
    },
    { auth: true },
  ),
]
