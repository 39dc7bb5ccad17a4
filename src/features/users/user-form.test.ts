import dayjs from '../../lib/dayjs'
import { asLoaded } from '../../testing'
import { batchRefusal } from './use-user-actions'
import {
  bothIdsEmpty,
  editRefusal,
  NO_USER_ID,
  NO_VALID_DATE,
  toEditBody,
  toFormValues,
  unreadFields,
  type EditableUser,
  type UserFormValues,
} from './user-form'

const rowAsSent = {
  userId: 'u-1',
  chnName: '张伟',
  mobile: '13800138000',
  orgCode: 'C002-0201',
  orgCodeName: '一车间',
  postCode: 'C002-P04',
  postCodeName: '数控操作工',
  partTimePostCode: '',
  partTimePostCodeName: '',
  idCard: '320101199003030033',
  jobNum: 'HD0102',
  ssNo: '',
  ssAddr: '',
  ssState: '',
  email: 'zhangwei@example.com',
  sex: 0,
  status: 1,
  companyCode: 'C002',
  validDate: '2027-12-31 23:59:59',
  // a column the dialog never reads: it goes back as it came
  CreateTime: '2025-03-01 09:00:00',
}
const row: EditableUser = asLoaded(rowAsSent)

/** The same user as the documented GetUserList row carries it: names, no codes, no edit-only fields. */
const documentedAsSent = {
  userId: 'u-1',
  chnName: '张伟',
  companyName: '华东机械制造有限公司',
  companyCode: 'C002',
  orgCodeName: '一车间',
  postCodeName: '数控操作工',
  idCard: '320101199003030033',
  mobile: '13800138000',
  accountCode: 'learner',
  email: 'zhangwei@example.com',
  sex: 0,
  status: 1,
  roleCode: ['R05'],
}
const documented: EditableUser = asLoaded(documentedAsSent)

const valuesOf = (user?: EditableUser, change: Partial<UserFormValues> = {}) =>
  ({ ...toFormValues(user), ...change }) as UserFormValues

describe('user form values', () => {
  it('adds with sex 0 and status 1', () => {
    expect(toFormValues()).toEqual({ sex: 0, status: 1 })
  })

  it('edits a copy of the row, picks holding code and name', () => {
    const values = toFormValues(row)
    expect(values).toMatchObject({
      chnName: '张伟',
      mobile: '13800138000',
      org: { code: 'C002-0201', name: '一车间' },
      post: { code: 'C002-P04', name: '数控操作工' },
      partTimePost: undefined,
      idCard: '320101199003030033',
      jobNum: 'HD0102',
      sex: 0,
      status: 1,
    })
    expect(values.validDate?.format('YYYY-MM-DD HH:mm:ss')).toBe('2027-12-31 23:59:59')
  })

  it('shows a 1900-01-01 or missing valid date as empty', () => {
    expect(toFormValues({ ...row, validDate: '1900-01-01 00:00:00' }).validDate).toBeUndefined()
    expect(toFormValues({ ...row, validDate: '1900-01-01T08:00:00' }).validDate).toBeUndefined()
    expect(toFormValues({ ...row, validDate: '' }).validDate).toBeUndefined()
    expect(toFormValues({ ...row, validDate: undefined }).validDate).toBeUndefined()
  })

  it('a department or post known only by its name is shown by it, with no code', () => {
    expect(toFormValues(documented)).toMatchObject({
      org: { code: '', name: '一车间' },
      post: { code: '', name: '数控操作工' },
      partTimePost: undefined,
      jobNum: '',
    })
  })

  it('names the fields the row did not carry (none when adding; 有效期 only for the system variant)', () => {
    expect(unreadFields(undefined, 'system')).toEqual([])
    expect(unreadFields(row, 'system')).toEqual([])
    expect(unreadFields(documented, 'company')).toEqual([
      'partTimePost',
      'jobNum',
      'ssNo',
      'ssAddr',
      'ssState',
    ])
    expect(unreadFields(documented, 'system')).toContain('validDate')
    expect(unreadFields({ userId: 'u-1' }, 'company')).toEqual(
      expect.arrayContaining(['chnName', 'mobile', 'sex', 'status', 'org', 'post', 'idCard']),
    )
  })
})

describe('EditUserInfo body of an edit', () => {
  it('a row carrying every field: trims, sends what was read and a cleared pick as empty', () => {
    const values = valuesOf(row, { chnName: ' 张伟伟 ', post: undefined, ssAddr: ' 苏州 ' })
    // the row as it came, every key, with the changes on top
    expect(toEditBody(values, { variant: 'company', user: row })).toEqual({
      ...rowAsSent,
      chnName: '张伟伟',
      postCode: '',
      postCodeName: '',
      ssAddr: '苏州',
    })
  })

  it('a documented row with only the name changed: no blank department, post, job number, social security or valid date', () => {
    for (const variant of ['company', 'system'] as const) {
      const body = toEditBody(valuesOf(documented, { chnName: '张伟伟' }), {
        variant,
        user: documented,
      })
      // what was read goes back as it was read (the names, without codes), nothing else
      expect(body).toEqual({ ...documentedAsSent, chnName: '张伟伟' })
    }
  })

  it('a value typed into a field that was not read is sent; one left empty is not', () => {
    const values = valuesOf(documented, { jobNum: ' HD0199 ', ssAddr: '   ' })
    const body = toEditBody(values, { variant: 'company', user: documented })
    expect(body.jobNum).toBe('HD0199')
    expect(body).not.toHaveProperty('ssAddr')
    expect(body).not.toHaveProperty('ssNo')
  })

  it('a field that was read and cleared is sent empty (the user cleared it)', () => {
    const body = toEditBody(valuesOf(documented, { email: '' }), {
      variant: 'company',
      user: documented,
    })
    expect(body.email).toBe('')
  })

  it('a department picked anew is sent with its code; cleared, as empty; a name-only one unchanged, by name', () => {
    const picked = valuesOf(documented, { org: { code: 'C002-01', name: '安全环保部' } })
    expect(toEditBody(picked, { variant: 'company', user: documented })).toMatchObject({
      orgCode: 'C002-01',
      orgCodeName: '安全环保部',
    })
    const cleared = toEditBody(valuesOf(documented, { org: undefined, post: undefined }), {
      variant: 'company',
      user: documented,
    })
    expect(cleared).toMatchObject({ orgCode: '', orgCodeName: '', postCode: '', postCodeName: '' })
    const kept = toEditBody(valuesOf(documented), { variant: 'company', user: documented })
    expect(kept).not.toHaveProperty('orgCode')
    expect(kept).not.toHaveProperty('postCode')
    expect(kept).not.toHaveProperty('partTimePostCode')
    expect(kept).not.toHaveProperty('partTimePostCodeName')
  })

  it('a part-time post not read but picked is sent', () => {
    const values = valuesOf(documented, { partTimePost: { code: 'C002-P02', name: '安全员' } })
    expect(toEditBody(values, { variant: 'company', user: documented })).toMatchObject({
      partTimePostCode: 'C002-P02',
      partTimePostCodeName: '安全员',
    })
  })

  it('sex and status not read and not chosen are left out; chosen, sent', () => {
    const { sex: _sex, status: _status, ...rest } = documentedAsSent
    const unknown: EditableUser = asLoaded(rest)
    const left = toEditBody(valuesOf(unknown), { variant: 'company', user: unknown })
    expect(left).not.toHaveProperty('sex')
    expect(left).not.toHaveProperty('status')
    const chosen = toEditBody(valuesOf(unknown, { sex: 1, status: 0 }), {
      variant: 'company',
      user: unknown,
    })
    expect(chosen).toMatchObject({ sex: 1, status: 0 })
  })
})

describe('EditUserInfo validDate', () => {
  it('system variant, date read: unchanged as read, picked to the second, cleared as 1900-01-01', () => {
    const values = valuesOf(row)
    expect(toEditBody(values, { variant: 'system', user: row }).validDate).toBe(
      '2027-12-31 23:59:59',
    )
    const picked = dayjs('2026-06-30 23:59:59')
    expect(
      toEditBody({ ...values, validDate: picked }, { variant: 'system', user: row }).validDate,
    ).toBe('2026-06-30 23:59:59')
    expect(
      toEditBody({ ...values, validDate: null }, { variant: 'system', user: row }).validDate,
    ).toBe(NO_VALID_DATE)
  })

  it('system variant, read as empty and left empty: 1900-01-01 00:00:00', () => {
    const none = asLoaded({ ...rowAsSent, validDate: '1900-01-01 00:00:00' })
    expect(toEditBody(valuesOf(none), { variant: 'system', user: none }).validDate).toBe(
      NO_VALID_DATE,
    )
  })

  it('system variant, date not read: left out unless one is picked', () => {
    expect(
      toEditBody(valuesOf(documented), { variant: 'system', user: documented }),
    ).not.toHaveProperty('validDate')
    const picked = valuesOf(documented, { validDate: dayjs('2026-06-30 23:59:59') })
    expect(toEditBody(picked, { variant: 'system', user: documented }).validDate).toBe(
      '2026-06-30 23:59:59',
    )
  })

  it('company variant: the row’s date goes back as read, a read 1900-01-01 as it came, none read: left out', () => {
    expect(toEditBody(valuesOf(row), { variant: 'company', user: row }).validDate).toBe(
      '2027-12-31 23:59:59',
    )
    const none = asLoaded({ ...rowAsSent, validDate: '1900-01-01T00:00:00' })
    expect(toEditBody(valuesOf(none), { variant: 'company', user: none }).validDate).toBe(
      '1900-01-01T00:00:00',
    )
    expect(
      toEditBody(valuesOf(documented), { variant: 'company', user: documented }),
    ).not.toHaveProperty('validDate')
  })
})

describe('EditUserInfo body of a new user', () => {
  it('every field, sex 0 and status 1, no userId, companyCode only when given', () => {
    const values = valuesOf(undefined, { chnName: '新人', mobile: '13900001111', jobNum: 'X1' })
    const body = toEditBody(values, { variant: 'company' })
    expect(body).not.toHaveProperty('userId')
    expect(body).not.toHaveProperty('companyCode')
    expect(body).toMatchObject({ sex: 0, status: 1, validDate: NO_VALID_DATE, orgCode: '' })
    expect(toEditBody(values, { variant: 'company', companyCode: 'C003' }).companyCode).toBe('C003')
  })
})

describe('the rules a save is judged by', () => {
  it('用户证件号和工号不允许同时为空 only when both were read (or the user is adding)', () => {
    expect(bothIdsEmpty({ idCard: ' ', jobNum: '' }, [])).toBe(true)
    expect(bothIdsEmpty({ idCard: 'X', jobNum: '' }, [])).toBe(false)
    // the job number was not read: the backend may hold one
    expect(bothIdsEmpty({ idCard: '', jobNum: '' }, ['jobNum'])).toBe(false)
    expect(bothIdsEmpty({ idCard: '', jobNum: '' }, ['idCard'])).toBe(false)
  })

  it('an edit of a row without a userId is refused (it would add a user)', () => {
    expect(editRefusal({ ...documented, userId: undefined })).toBe(NO_USER_ID)
    expect(editRefusal(documented)).toBeUndefined()
    expect(editRefusal(undefined)).toBeUndefined()
  })

  it('a batch over rows of which some came without a userId is refused', () => {
    expect(batchRefusal([documented, { ...documented, userId: undefined }])).toBe(
      '选中的用户中有 1 个未能读取用户编号，无法操作',
    )
    expect(batchRefusal([documented])).toBeUndefined()
  })
})
