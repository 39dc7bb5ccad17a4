import dayjs from '../../lib/dayjs'
import { NO_VALID_DATE, toEditBody, toFormValues, type EditableUser } from './user-form'

const row: EditableUser = {
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
}

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
})

describe('EditUserInfo body', () => {
  it('trims, sends empty picks as empty strings and the userId when editing', () => {
    const values = {
      ...toFormValues(row),
      chnName: ' 张伟伟 ',
      post: undefined,
      ssAddr: ' 苏州 ',
    } as Parameters<typeof toEditBody>[0]
    expect(toEditBody(values, { variant: 'company', user: row })).toEqual({
      userId: 'u-1',
      chnName: '张伟伟',
      mobile: '13800138000',
      orgCode: 'C002-0201',
      orgCodeName: '一车间',
      postCode: '',
      postCodeName: '',
      partTimePostCode: '',
      partTimePostCodeName: '',
      validDate: '2027-12-31 23:59:59',
      idCard: '320101199003030033',
      jobNum: 'HD0102',
      ssNo: '',
      ssAddr: '苏州',
      ssState: '',
      email: 'zhangwei@example.com',
      sex: 0,
      status: 1,
    })
  })

  it('system variant: the picked date, or 1900-01-01 00:00:00 when empty', () => {
    const values = toFormValues(row) as Parameters<typeof toEditBody>[0]
    const picked = dayjs('2026-06-30 23:59:59')
    expect(toEditBody({ ...values, validDate: picked }, { variant: 'system' }).validDate).toBe(
      '2026-06-30 23:59:59',
    )
    expect(
      toEditBody({ ...values, validDate: null }, { variant: 'system', user: row }).validDate,
    ).toBe(NO_VALID_DATE)
  })

  it('company variant: the row keeps its date; none becomes 1900-01-01 00:00:00', () => {
    const values = toFormValues(row) as Parameters<typeof toEditBody>[0]
    expect(toEditBody(values, { variant: 'company', user: row }).validDate).toBe(
      '2027-12-31 23:59:59',
    )
    const none = { ...row, validDate: '1900-01-01 00:00:00' }
    expect(toEditBody(values, { variant: 'company', user: none }).validDate).toBe(NO_VALID_DATE)
    expect(toEditBody(values, { variant: 'company' }).validDate).toBe(NO_VALID_DATE)
  })

  it('a new user: no userId, companyCode only when given', () => {
    const values = { ...toFormValues(), chnName: '新人', mobile: '13900001111', jobNum: 'X1' }
    const body = toEditBody(values as Parameters<typeof toEditBody>[0], { variant: 'company' })
    expect(body).not.toHaveProperty('userId')
    expect(body).not.toHaveProperty('companyCode')
    expect(body).toMatchObject({ sex: 0, status: 1, validDate: NO_VALID_DATE })
    const into = toEditBody(values as Parameters<typeof toEditBody>[0], {
      variant: 'company',
      companyCode: 'C003',
    })
    expect(into.companyCode).toBe('C003')
  })
})
