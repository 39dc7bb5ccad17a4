import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { sysMessageApi } from './sys-message'

// Real baseQuery -> real mock handlers.
const ep = sysMessageApi.endpoints
const unread = {
  Search: { key: '', IsRead: 0 as const, TempleteType: '' as const },
  pageIndex: 1,
  pageRows: 10,
}

describe('sys_message against the mock backend', () => {
  it('GetMessagePage sends Search{key, IsRead, TempleteType} and paging; the mock filters by them', async () => {
    loginAs('u-learner')
    const wire = watchWire()
    const result = await makeStore().dispatch(ep.getMessagePage.initiate(unread)).unwrap()
    expect(result.data.totalCount).toBe(5)
    expect(result.data.models.every((m) => m.isRead === 0)).toBe(true)
    expect((await wire.sent())[0].body).toEqual(unread)
  })

  it('SetIsRead sends the message with isRead 1: the unread count and the list refetch', async () => {
    loginAs('u-learner')
    const store = makeStore()
    const count = store.dispatch(ep.getNoReadCount.initiate())
    const list = store.dispatch(ep.getMessagePage.initiate(unread))
    expect((await count).data?.data).toBe(5)
    const first = (await list).data!.data.models[0]
    const wire = watchWire()
    await store.dispatch(ep.setIsRead.initiate(first)).unwrap()
    await waitFor(() => {
      expect(ep.getNoReadCount.select()(store.getState()).data?.data).toBe(4)
      expect(
        ep.getMessagePage
          .select(unread)(store.getState())
          .data?.data.models.map((m) => m.id),
      ).not.toContain(first.id)
    })
    expect((await wire.to('/SetIsRead'))[0].body).toEqual({ ...first, isRead: 1 })
    count.unsubscribe()
    list.unsubscribe()
  })
})
