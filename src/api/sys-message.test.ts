import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { sysMessageApi } from './sys-message'
import { envelope, hits, recordRequests } from './test-recorder'

const C = '/Api/SysConfig/sys_message'
const message = {
  id: 9,
  isRead: 0 as const,
  TempleteType: 1,
  messageUrl: '{"pc":{"type":1,"value":{"path":"/exam/index"}}}',
}

describe('sys_message', () => {
  it('GetMessagePage posts Search{key, IsRead, TempleteType} with paging', async () => {
    const body = {
      Search: { key: '考试', IsRead: 0 as const, TempleteType: '' as const },
      pageIndex: 1,
      pageRows: 10,
    }
    const log = recordRequests(server, () => envelope({ models: [message], totalCount: 1 }))
    const result = await makeStore().dispatch(sysMessageApi.endpoints.getMessagePage.initiate(body))
    expect(log[0]).toMatchObject({ method: 'POST', pathname: `${C}/GetMessagePage`, body })
    expect(result.data?.data.models[0].TempleteType).toBe(1)
  })

  it('SetIsRead sends the message with isRead 1 and the unread count and message list refetch', async () => {
    let unread = 3
    const log = recordRequests(server, (r) => {
      if (r.pathname.endsWith('SetIsRead')) unread -= 1
      return r.pathname.endsWith('GetNoReadCount')
        ? envelope(unread)
        : envelope({ models: [message], totalCount: 1 })
    })
    const store = makeStore()
    const count = store.dispatch(sysMessageApi.endpoints.getNoReadCount.initiate())
    const list = store.dispatch(
      sysMessageApi.endpoints.getMessagePage.initiate({ Search: {}, pageIndex: 1, pageRows: 10 }),
    )
    expect((await count).data?.data).toBe(3)
    await list
    await store.dispatch(sysMessageApi.endpoints.setIsRead.initiate(message)).unwrap()
    expect(log.find((r) => r.pathname.endsWith('SetIsRead'))?.body).toEqual({
      ...message,
      isRead: 1,
    })
    await waitFor(() =>
      expect(sysMessageApi.endpoints.getNoReadCount.select()(store.getState()).data?.data).toBe(2),
    )
    await waitFor(() => expect(hits(log, `${C}/GetMessagePage`)).toBe(2))
    count.unsubscribe()
    list.unsubscribe()
  })
})
