import { loginAs, nodeFile, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { commonAttachApi } from './common-attach'

// Real baseQuery -> real mock handlers.
const ep = commonAttachApi.endpoints

describe('Common_Attach against the mock backend', () => {
  it('both uploads send the multipart field file with its name and answer the stored url in data', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const store = makeStore()
    const one = await store
      .dispatch(
        ep.uploadFileByForm.initiate(await nodeFile(['%PDF'], '制度.pdf', 'application/pdf')),
      )
      .unwrap()
    const two = await store
      .dispatch(
        ep.commonAttachUploadFileByFormToAliyun.initiate(
          await nodeFile(['%PDF'], 'b.pdf', 'application/pdf'),
        ),
      )
      .unwrap()
    expect([one.data, two.data]).toEqual([
      `/mock/uploads/1/${encodeURIComponent('制度.pdf')}`,
      '/mock/uploads/2/b.pdf',
    ])
    const sent = await wire.sent()
    expect(sent.map((r) => r.pathname)).toEqual([
      '/Api/Common_Manage/Common_Attach/UploadFileByForm',
      '/Api/Common_Manage/Common_Attach/UploadFileByFormToAliyun',
    ])
    expect(sent.map((r) => ((r.body as FormData).get('file') as File).name)).toEqual([
      '制度.pdf',
      'b.pdf',
    ])
  })

  it('needs a login: a guest gets the 401 envelope', async () => {
    const result = await makeStore().dispatch(
      ep.uploadFileByForm.initiate(await nodeFile(['x'], 'a.pdf')),
    )
    expect(result.error).toMatchObject({ status: 'BUSINESS', errorCode: 401 })
  })
})
