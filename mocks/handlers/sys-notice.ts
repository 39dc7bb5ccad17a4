import { db } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { num, param, readFile, str } from '../helpers'
import type { MockNotice } from '../model'
import { storeUpload } from '../uploads'

const C = '/Api/SysConfig/sys_notice'

function noticeView({ attachments: _a, type, ...n }: MockNotice) {
  return { ...n, type, noticeTypeId: type }
}

const released = () =>
  db.notices
    .filter((n) => n.status === 2)
    .sort((a, b) => b.releaseTime.localeCompare(a.releaseTime))

function imageNotices() {
  return released()
    .filter((n) => n.pcBanner || n.pcCoverUrlPath)
    .map((n) => ({
      id: n.id,
      noticeSysCode: n.noticeSysCode,
      noticeTitle: n.noticeTitle,
      noticeType: n.noticeType,
      noticeUrl: n.noticeUrl,
      pcBanner: n.pcBanner,
      pcCoverUrlPath: n.pcCoverUrlPath,
    }))
}

export const sysNoticeHandlers = [
  // Public site: notice lists and details need no token.
  route('post', `${C}/GetIndexPageListNotice`, ({ request }) => {
    const type = param(request, 'Type')
    const limit = Number(param(request, 'limit')) || 6
    return ok(
      released()
        .filter((n) => type === '' || String(n.type) === type)
        .slice(0, limit)
        .map(noticeView),
    )
  }),
  route('post', `${C}/GetDetailBySysCode`, ({ request }) => {
    const notice = db.notices.find((n) => n.noticeSysCode === param(request, 'noticeSysCode'))
    if (!notice) return fail('该通知不存在或已被删除')
    // the notice's own fields (as the documented answer names them) and its attachments
    return ok({ ...noticeView(notice), attachments: notice.attachments })
  }),
  route('post', `${C}/GetHomePageImageNotice`, () => ok(imageNotices())),
  route('post', `${C}/GetIndexPageImageNotice`, () => ok(imageNotices())),
  route(
    'post',
    `${C}/Getguizhangzhidu`,
    async ({ request }) => {
      // the body is optional and may be empty
      const body = await readJson(request)
      const fileType = str(body, 'fileType')
      const limit = num(body, 'limit')
      const rows = db.regulations.filter((r) => !fileType || r.fileType === fileType)
      return ok(limit ? rows.slice(0, limit) : rows, { total: rows.length })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/UploadFileByFormToAliyun`,
    async ({ request }) => {
      const file = await readFile(request)
      if (!file) return fail('请选择文件')
      if (!/^image\/(jpeg|png)$/.test(file.type) && !/\.(jpe?g|png)$/i.test(file.name))
        return fail('上传头像图片只能是 JPG 或 PNG 格式!')
      if (file.size > 2 * 1024 * 1024) return fail('上传头像图片大小不能超过 2MB!')
      const url = await storeUpload(file)
      return ok(url, { msg: url })
    },
    { auth: true },
  ),
]
