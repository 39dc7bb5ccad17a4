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
  it('SetIsRead sends the message with isRead 1: the unread count drops by one and the unread list refetches without it', async () => {
    loginAs('learner')
    const store = makeStore()
    const count = store.dispatch(ep.getNoReadCount.initiate())
    const list = store.dispatch(ep.getMessagePage.initiate(unread))
    const before = (await count).data!.data
    const first = (await list).data!.data.models[0]
    const wire = watchWire()
    await store.dispatch(ep.setIsRead.initiate(first)).unwrap()
    await waitFor(() => {
      expect(ep.getNoReadCount.select()(store.getState()).data?.data).toBe(before - 1)
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
