import { db } from '../db'
import { ok } from '../respond'
import { route } from '../route'

const C = '/Api/SysConfig/sys_message'

export const sysMessageHandlers = [
  route('post', `${C}/GetNoReadCount`, ({ user }) => ok(db.unread[user!.userId] ?? 0), { auth: true }),
]
