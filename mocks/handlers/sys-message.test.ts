import type { Message } from '../../src/api/sys-message'
import type { PageData } from '../../src/api/types'
import { call, tokenFor } from '../test-client'

const C = '/Api/SysConfig/sys_message'

describe('message mocks', () => {
  it('marks a message read and lowers the unread count', async () => {
    const token = tokenFor('u-learner')
    expect((await call<number>(`${C}/GetNoReadCount`, { token })).data).toBe(5)
    const page = await call<PageData<Message>>(`${C}/GetMessagePage`, {
      body: { Search: { key: '', IsRead: 0, TempleteType: '' }, pageIndex: 1, pageRows: 10 },
      token,
    })
    expect(page.data.totalCount).toBe(5)
    expect(page.data.models.every((m) => m.isRead === 0)).toBe(true)
    const first = page.data.models[0]
    expect(JSON.parse(first.messageUrl!).pc.value.path).toMatch(/^\//)
    await call(`${C}/SetIsRead`, { body: { ...first, isRead: 1 }, token })
    expect((await call<number>(`${C}/GetNoReadCount`, { token })).data).toBe(4)
    const read = await call<PageData<Message>>(`${C}/GetMessagePage`, {
      body: { Search: { IsRead: 1 }, pageIndex: 1, pageRows: 10 },
      token,
    })
    expect(read.data.models.map((m) => m.id)).toContain(first.id)
  })

  it('filters by template type and keyword and pages', async () => {
    const token = tokenFor('u-admin')
    const exams = await call<PageData<Message>>(`${C}/GetMessagePage`, {
      body: { Search: { TempleteType: 2 }, pageIndex: 1, pageRows: 10 },
      token,
    })
    expect(exams.data.models.length).toBeGreaterThan(0)
    expect(exams.data.models.every((m) => m.TempleteType === 2)).toBe(true)
    const keyed = await call<PageData<Message>>(`${C}/GetMessagePage`, {
      body: { Search: { key: '密码' }, pageIndex: 1, pageRows: 10 },
      token,
    })
    expect(keyed.data.models.map((m) => m.title)).toEqual(['账号安全'])
    const small = await call<PageData<Message>>(`${C}/GetMessagePage`, {
      body: { Search: {}, pageIndex: 2, pageRows: 3 },
      token,
    })
    expect(small.data.models).toHaveLength(3)
    expect(small.data.totalCount).toBe(8)
  })
})
