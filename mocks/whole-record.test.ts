import { db } from './db'
import { call, tokenFor } from './test-harness'
import { recordExtras, setWholeRecord } from './whole-record'

// The mock's whole-record switch itself: what a front end meets against a backend that stores
// an edit's body whole.

const C = '/Api/User/user_post'
const ALL = { pageIndex: 1, pageRows: 1000 }
type Row = Record<string, unknown>

const posts = async (token: string) =>
  (await call<{ models: Row[] }>(`${C}/GetPostListPage`, { body: ALL, token })).data.models

describe('the whole-record switch', () => {
  beforeEach(() => setWholeRecord(true))
  afterEach(() => setWholeRecord(undefined))

  it('answers every record with the columns nobody documents', async () => {
    const token = tokenFor('company')
    const [first] = await posts(token)
    expect(first).toMatchObject(recordExtras('post', String(first.id)))
  })

  it('stores an edit’s body as the record: a column left out is null, one sent is as sent', async () => {
    const token = tokenFor('company')
    const [first] = await posts(token)
    await call(`${C}/SavePost`, { body: { id: first.id, postName: '只改了名字' }, token })
    const after = (await posts(token)).find((p) => p.id === first.id)!
    expect(after.postName).toBe('只改了名字')
    expect(after.postCode).toBeNull()
    expect(after.CreatorId).toBeNull()
    // the body sent back whole stores the record whole again
    await call(`${C}/SavePost`, { body: { ...first, postName: '改回' }, token })
    const whole = (await posts(token)).find((p) => p.id === first.id)!
    expect(whole).toEqual({ ...first, postName: '改回' })
  })

  it('a later change by another call shows over what the edit stored', async () => {
    const token = tokenFor('company')
    const [first] = await posts(token)
    await call(`${C}/SavePost`, { body: { ...first, importance: 1 }, token })
    expect((await posts(token)).find((p) => p.id === first.id)!.importance).toBe(1)
    db.posts.find((p) => p.id === first.id)!.importance = 2
    expect((await posts(token)).find((p) => p.id === first.id)!.importance).toBe(2)
  })

  it('a refused edit stores nothing', async () => {
    const token = tokenFor('company')
    const [first] = await posts(token)
    const refused = await call(`${C}/SavePost`, { body: { id: first.id, postName: ' ' }, token })
    expect(refused.success).toBe(false)
    expect((await posts(token)).find((p) => p.id === first.id)).toEqual(first)
  })
})
