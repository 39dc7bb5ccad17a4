import { fail, ok } from '../respond'
import { route } from '../route'
import { readFile } from '../helpers'
import { storeUpload } from '../uploads'

const C = '/Api/Common_Manage/Common_Attach'
const MAX = 10 * 1024 * 1024

async function upload({ request }: { request: Request }) {
  const file = await readFile(request)
  if (!file) return fail('请选择文件')
  if (file.size > MAX) return fail('文件大小不能超过 10MB')
  const url = await storeUpload(file)
  return ok(url, { msg: url })
}

export const commonAttachHandlers = [
  route('post', `${C}/UploadFileByForm`, upload, { auth: true }),
  route('post', `${C}/UploadFileByFormToAliyun`, upload, { auth: true }),
]
