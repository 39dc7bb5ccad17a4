import { db, persist } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { matches, num, okModels, paging, searchOf, str } from '../helpers'
import type { MockMessage } from '../model'

const C = '/Api/SysConfig/sys_message'

/**
 * The message SetIsRead sends back (the whole message as GetMessagePage answered it): by its id;
 * sent without one (an answer cut to the documented fields has none), by every other field it
 * came back with, all of which must be the message's own (an unread one first).
 */
function sentBack(body: unknown, userId: string): MockMessage | undefined {
  const mine = db.messages.filter((m) => m.userId === userId)
  const id = num(body, 'id')
  if (id !== undefined) return mine.find((m) => m.id === id)
  if (!body || typeof body !== 'object') return undefined
  const fields = Object.entries(body).filter(([name]) => name !== 'isRead')
  if (!fields.length) return undefined
  const same = mine.filter((m) =>
    fields.every(
      ([name, value]) =>
        Object.prototype.hasOwnProperty.call(m, name) &&
        String(m[name as keyof MockMessage]) === String(value),
    ),
  )
  return same.find((m) => m.isRead === 0) ?? same[0]
}

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
      const message = sentBack(await readJson(request), user!.userId)
      if (!message) return fail('消息不存在')
      message.isRead = 1
      persist()
      return ok(null)
    },
    { auth: true },
  ),
]
