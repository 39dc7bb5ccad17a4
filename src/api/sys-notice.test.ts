import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { sysNoticeApi } from './sys-notice'
import { envelope, recordRequests } from './test-recorder'

const C = '/Api/SysConfig/sys_notice'

describe('sys_notice', () => {
  it('GetIndexPageListNotice is a POST with Type and limit in the query string', async () => {
    const notice = {
      noticeTitle: '关于开展培训的通知',
      noticeType: 1 as const,
      noticeSysCode: 'N1',
    }
    const log = recordRequests(server, () => envelope([notice]))
    const result = await makeStore().dispatch(
      sysNoticeApi.endpoints.getIndexPageListNotice.initiate({ Type: 1, limit: 6 }),
    )
    expect(log[0]).toMatchObject({
      method: 'POST',
      pathname: `${C}/GetIndexPageListNotice`,
      query: { Type: '1', limit: '6' },
      body: undefined,
    })
    expect(result.data?.data).toEqual([notice])
  })

  it('GetDetailBySysCode sends noticeSysCode in the query and returns notice and attachments', async () => {
    const detail = {
      notice: { noticeTitle: 'T', noticeType: 1, noticeSysCode: 'N1' },
      attachments: [{ uid: 1, enclosureName: 'a.pdf', enclosurloadUrl: 'https://f/a.pdf' }],
    }
    const log = recordRequests(server, () => envelope(detail))
    const result = await makeStore().dispatch(
      sysNoticeApi.endpoints.getDetailBySysCode.initiate({ noticeSysCode: 'N1' }),
    )
    expect(log[0].query).toEqual({ noticeSysCode: 'N1' })
    expect(result.data?.data.attachments[0].enclosurloadUrl).toBe('https://f/a.pdf')
  })

  it('Getguizhangzhidu posts an empty object when called without a filter', async () => {
    const log = recordRequests(server, () => envelope([]))
    await makeStore().dispatch(sysNoticeApi.endpoints.getguizhangzhidu.initiate())
    expect(log[0]).toMatchObject({ pathname: `${C}/Getguizhangzhidu`, body: {} })
  })

  it('UploadFileByFormToAliyun (avatar) posts multipart field `file` and returns the url', async () => {
    const log = recordRequests(server, () => envelope('https://oss/avatar.png'))
    const file = new File(['png'], 'me.png', { type: 'image/png' })
    const result = await makeStore()
      .dispatch(sysNoticeApi.endpoints.uploadFileByFormToAliyun.initiate(file))
      .unwrap()
    expect(log[0]).toMatchObject({ method: 'POST', pathname: `${C}/UploadFileByFormToAliyun` })
    expect(log[0].contentType).toContain('multipart/form-data')
    expect((log[0].body as FormData).has('file')).toBe(true)
    expect(result.data).toBe('https://oss/avatar.png')
  })
})
