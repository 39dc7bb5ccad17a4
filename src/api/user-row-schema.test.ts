import * as v from 'valibot'
import { loadedOf, withoutLoaded } from './echo'
import { userKey, userPage } from './user-row-schema'

const page = (models: unknown[], totalCount?: unknown) =>
  v.parse(userPage, { models, ...(totalCount !== undefined ? { totalCount } : {}) })

describe('GetUserList rows as the app reads them', () => {
  it('keeps a field the row left out as unknown, never as 0, empty or none', () => {
    const [row] = page([{ chnName: '张伟' }]).models
    expect(withoutLoaded(row)).toEqual({ chnName: '张伟' })
    expect(row.status).toBeUndefined()
    expect(row.userId).toBeUndefined()
    expect(row.roleCode).toBeUndefined()
    expect(row.jobNum).toBeUndefined()
  })

  it('reads numbers sent as text and text sent as numbers', () => {
    const [row] = page([
      { userId: 42, status: '1', sex: '0', mobile: 13800138000, roleCode: null, validDate: '' },
    ]).models
    expect(row).toMatchObject({ userId: '42', status: 1, sex: 0, mobile: '13800138000' })
    // a legacy null list is the empty list; an empty date was read (as empty)
    expect(row.roleCode).toEqual([])
    expect(row.validDate).toBe('')
    // what a save sends back is the row as it came
    expect(loadedOf(row)).toEqual({
      userId: 42,
      status: '1',
      sex: '0',
      mobile: 13800138000,
      roleCode: null,
      validDate: '',
    })
  })

  it('an empty id is no id; an odd status or sex is unknown', () => {
    const [row] = page([{ userId: '', status: 3, sex: 'x' }]).models
    expect(row.userId).toBeUndefined()
    expect(row.status).toBeUndefined()
    expect(row.sex).toBeUndefined()
  })

  it('keeps the fields it does not name for the save, and counts the rows when no total came', () => {
    const answer = page([{ userId: 'u-1', createTime: '2024-01-01' }, { userId: 'u-2' }])
    expect(loadedOf(answer.models[0])).toEqual({ userId: 'u-1', createTime: '2024-01-01' })
    expect(answer.totalCount).toBe(2)
    expect(page([], '57').totalCount).toBe(57)
  })

  it('keys a row by its userId, a row without one by a key of its own', () => {
    const [a, b, c] = page([{ userId: 'u-1' }, {}, {}]).models
    expect(userKey(a)).toBe('u-1')
    expect(userKey(b)).not.toBe(userKey(c))
    expect(userKey(b)).toBe(userKey(b))
  })
})
