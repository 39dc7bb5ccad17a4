import { ok } from '../respond'
import { route } from '../route'

export const qiniuHandlers = [
  route('get', '/qiniu/upload/token', () => ok('mock-qiniu-upload-token'), { auth: true }),
]
