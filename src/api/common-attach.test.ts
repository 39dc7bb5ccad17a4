import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { commonAttachApi } from './common-attach'
import { envelope, recordRequests } from './test-recorder'

describe('Common_Attach uploads', () => {
  it('UploadFileByForm and UploadFileByFormToAliyun post multipart field `file` to their own paths', async () => {
    const log = recordRequests(server, (r) => envelope(`https://files${r.pathname}`))
    const store = makeStore()
    const file = new File(['x'], 'doc.pdf', { type: 'application/pdf' })
    const local = await store
      .dispatch(commonAttachApi.endpoints.uploadFileByForm.initiate(file))
      .unwrap()
    const oss = await store
      .dispatch(commonAttachApi.endpoints.commonAttachUploadFileByFormToAliyun.initiate(file))
      .unwrap()
    expect(log.map((r) => r.pathname)).toEqual([
      '/Api/Common_Manage/Common_Attach/UploadFileByForm',
      '/Api/Common_Manage/Common_Attach/UploadFileByFormToAliyun',
    ])
    log.forEach((r) => expect([...(r.body as FormData).keys()]).toEqual(['file']))
    expect(local.data).toBe('https://files/Api/Common_Manage/Common_Attach/UploadFileByForm')
    expect(oss.data).toBe('https://files/Api/Common_Manage/Common_Attach/UploadFileByFormToAliyun')
  })
})
