import { loginAs, nodeFile, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { sysNoticeApi } from './sys-notice'

// Real baseQuery -> real mock handlers.
const ep = sysNoticeApi.endpoints

describe('sys_notice against the mock backend', () => {
  it('GetIndexPageListNotice sends Type and limit in the query and answers released notices of that type', async () => {
    const wire = watchWire()
    const result = await makeStore()
      .dispatch(ep.getIndexPageListNotice.initiate({ Type: 4, limit: 3 }))
      .unwrap()
    expect(result.data).toHaveLength(3)
    expect(result.data.every((n) => n.status === 2 && !n.noticeTitle.startsWith('（草稿）'))).toBe(
      true,
    )
    expect((await wire.sent())[0]).toMatchObject({
      method: 'POST',
      query: { Type: '4', limit: '3' },
      body: undefined,
    })
  })

  it('GetDetailBySysCode answers the notice with its attachments, and a Chinese msg for an unknown code', async () => {
    const store = makeStore()
    const found = await store
      .dispatch(ep.getDetailBySysCode.initiate({ noticeSysCode: 'NT20260001' }))
      .unwrap()
    expect(found.data.attachments.map((a) => a.enclosureName)).toEqual([
      '通知附件.pdf',
      '报名表.xls',
    ])
    const missing = await store.dispatch(
      ep.getDetailBySysCode.initiate({ noticeSysCode: 'NT29999999' }),
    )
    expect(missing.error).toMatchObject({ message: '该通知不存在或已被删除' })
  })

  it('UploadFileByFormToAliyun sends the multipart field file and answers the stored url', async () => {
    loginAs('u-learner')
    const wire = watchWire()
    const store = makeStore()
    const ok = await store
      .dispatch(
        ep.uploadFileByFormToAliyun.initiate(
          await nodeFile(['png-bytes'], 'avatar.png', 'image/png'),
        ),
      )
      .unwrap()
    expect(ok.data).toBe(`data:image/png;base64,${btoa('png-bytes')}`)
    const part = ((await wire.sent())[0].body as FormData).get('file') as File
    expect([part.name, await part.text()]).toEqual(['avatar.png', 'png-bytes'])
    const refused = await store.dispatch(
      ep.uploadFileByFormToAliyun.initiate(await nodeFile(['gif'], 'avatar.gif', 'image/gif')),
    )
    expect(refused.error).toMatchObject({ message: '上传头像图片只能是 JPG 或 PNG 格式!' })
  })
})
