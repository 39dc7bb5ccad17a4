import { db, persistable, reset } from '../db'
import { call, loginAs } from '../test-harness'
import { BULK_USERS_KEY } from './bulk-users'
import type { PageData } from '../../src/api/types'
import type { UserRow } from '../../src/api/user-user'

describe('the scale switch of the mock (yd-mock-users)', () => {
  afterEach(() => {
    localStorage.removeItem(BULK_USERS_KEY)
    reset()
  })

  it('gives the company administrator’s company 10,000 more users, paged by GetUserList', async () => {
    const before = db.users.filter((u) => u.companyCode === 'C002').length
    localStorage.setItem(BULK_USERS_KEY, '10000')
    reset()
    expect(db.bulkUsers).toBe(10000)
    expect(db.users.filter((u) => u.companyCode === 'C002')).toHaveLength(before + 10000)
    // the other seeds do not grow with it
    expect(Object.keys(db.learningLogs)).not.toContain('u-bulk-00001')

    const token = loginAs('company')
    const res = await call<PageData<UserRow>>('/Api/User/user_user/GetUserList', {
      body: { Key: '', Status: '', pageIndex: 400, pageSize: 25 },
      token,
    })
    expect(res.data.totalCount).toBe(before + 10000)
    expect(res.data.models).toHaveLength(25)
  })

  it('is off without the key, or with a value that is not a positive number', () => {
    localStorage.setItem(BULK_USERS_KEY, 'lots')
    reset()
    expect(db.bulkUsers).toBeUndefined()
    expect(db.users.some((u) => u.userId.startsWith('u-bulk-'))).toBe(false)
  })
})

describe('persisting a state with the scale switch on', () => {
  afterEach(() => {
    localStorage.removeItem(BULK_USERS_KEY)
    reset()
  })

  it('leaves the 10,000 users out of the stored copy (they are rebuilt on load)', () => {
    localStorage.setItem(BULK_USERS_KEY, '10000')
    reset()
    const stored = JSON.parse(persistable(db)) as { users: { userId: string }[]; bulkUsers: number }
    expect(stored.bulkUsers).toBe(10000)
    expect(stored.users.some((u) => u.userId.startsWith('u-bulk-'))).toBe(false)
    expect(stored.users.length).toBe(db.users.length - 10000)
  })
})
