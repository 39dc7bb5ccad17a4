import { db, persist } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { matches, num, okModels, paging, searchOf, str } from '../helpers'

const C = '/Api/SysConfig/sys_message'

export const sysMessageHandlers = [
  route(
    'post',
    `${C}/GetNoReadCount`,
    ({ user }) => ok(db.messages.filter((m) => m.userId === user!.userId && m.isRead === 0).length),
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetMessagePage`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const search = searchOf(body, 'Search')
      const key = str(search, 'key')
      const isRead = str(search, 'IsRead')
      const type = str(search, 'TempleteType')
      const rows = db.messages
        .filter((m) => m.userId === user!.userId)
        .filter((m) => matches(m, key, ['title', 'content']))
        .filter((m) => isRead === '' || String(m.isRead) === isRead)
        .filter((m) => type === '' || String(m.TempleteType) === type)
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
        .map(({ userId: _userId, ...m }) => m)
      return okModels(rows, paging(body, 10))
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/SetIsRead`,
    async ({ request, user }) => {
      const id = num(await readJson(request), 'id')
      const message = db.messages.find((m) => m.id === id && m.userId === user!.userId)
      if (!message) return fail('消息不存在')
      message.isRead = 1
      persist()
      return ok(null)
    },
    { auth: true },
  ),
]
