import { loadedOf, withoutLoaded } from './echo'
import { waitFor } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../mocks/db'
import { setDocumentedOnly } from '../../mocks/documented-only'
import { server } from '../../mocks/node'
import { envelope, loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { sysMessageApi } from './sys-message'

// Real baseQuery -> real mock handlers.
const ep = sysMessageApi.endpoints
const unread = {
  Search: { key: '', IsRead: 0 as const, TempleteType: '' as const },
  pageIndex: 1,
  pageRows: 10,
}

afterEach(() => setDocumentedOnly(undefined))

describe('sys_message against the mock backend', () => {
  it('SetIsRead sends the message with isRead 1: the unread count drops by one and the unread list refetches without it', async () => {
    loginAs('learner')
    const store = makeStore()
    const count = store.dispatch(ep.getUnreadCount.initiate())
    const list = store.dispatch(ep.getMessagePage.initiate(unread))
    const before = (await count).data!
    const first = (await list).data!.rows[0]
    const wire = watchWire()
    await store.dispatch(ep.setIsRead.initiate(first)).unwrap()
    await waitFor(() => {
      expect(ep.getUnreadCount.select()(store.getState()).data).toBe(before - 1)
      expect(
        ep.getMessagePage
          .select(unread)(store.getState())
          .data?.rows.map((m) => m.id),
      ).not.toContain(first.id)
    })
    // the whole message as it came, every field the backend sent included
    const sent = (await wire.to('/SetIsRead'))[0].body
    expect(sent).toEqual({ ...loadedOf(first), isRead: 1 })
    expect(sent).toMatchObject({ id: first.id, title: expect.any(String) })
    count.unsubscribe()
    list.unsubscribe()
  })

  it('documented fields only: a page of messages without id still lists, and SetIsRead sends back what came', async () => {
    setDocumentedOnly(true)
    loginAs('learner')
    const store = makeStore()
    const page = await store.dispatch(ep.getMessagePage.initiate(unread))
    expect(page.error).toBeUndefined()
    const { rows, total } = page.data!
    expect(rows.length).toBeGreaterThan(0)
    // no id, no title, no time, no total: nothing is made up for them
    expect(withoutLoaded(rows[0])).toEqual({
      isRead: 0,
      messageUrl: expect.any(String),
      TempleteType: expect.anything(),
    })
    expect(total).toBeUndefined()
    const before = db.messages.filter((m) => m.userId === 'u-learner' && m.isRead === 0).length
    const wire = watchWire()
    await store.dispatch(ep.setIsRead.initiate(rows[0])).unwrap()
    expect((await wire.to('/SetIsRead'))[0].body).toEqual({ ...loadedOf(rows[0]), isRead: 1 })
    expect(db.messages.filter((m) => m.userId === 'u-learner' && m.isRead === 0)).toHaveLength(
      before - 1,
    )
  })

  it('an unread count the answer does not carry (null) is unknown, not 0', async () => {
    loginAs('learner')
    server.use(http.post('*/Api/SysConfig/sys_message/GetNoReadCount', () => envelope(null)))
    const count = await makeStore().dispatch(ep.getUnreadCount.initiate())
    expect(count.error).toBeUndefined()
    expect(count.data).toBeUndefined()
  })
})
