import type { ImportRow } from './import'
import { db } from '../../db'
import { call, tokenFor } from '../../test-harness'
import { storeUpload } from '../../uploads'

const U = '/Api/User/user_user'

async function preview(token: string, urls: string[]) {
  const res = await call<ImportRow[]>(`${U}/UserExportIn`, { body: { urls }, token })
  expect(res.success).toBe(true)
  return res.data
}

describe('user import mocks: UserExportIn', () => {
  it('names the users of the caller’s company a row matches, with userId and chnName', async () => {
    const token = tokenFor('company')
    const url = await storeUpload(new File(['x'], '学员.xls'))
    const rows = await preview(token, [url])
    expect(rows).toHaveLength(3)
    const [known, ...others] = rows
    const user = db.users.find((u) => u.userId === known.userId)!
    expect(user.companyCode).toBe('C002')
    expect(user.userId).not.toBe('u-company')
    expect(known).toMatchObject({ chnName: user.chnName, mobile: user.mobile })
    // the other rows keep their shape: no userId
    for (const row of others) {
      expect(row).not.toHaveProperty('userId')
      expect(row).toMatchObject({ chnName: expect.any(String), mobile: expect.any(String) })
    }
  })

  it('matches by idCard, jobNum or mobile, once SaveExportIn has added the new rows', async () => {
    const token = tokenFor('company')
    const url = await storeUpload(new File(['x'], '员工.xlsx'))
    const before = db.users.length
    expect((await call(`${U}/SaveExportIn`, { body: { urls: [url] }, token })).data).toBe(2)
    expect(db.users.length).toBe(before + 2)
    const rows = await preview(token, [url])
    const added = db.users.slice(before)
    expect(rows.slice(1).map((r) => r.userId)).toEqual(added.map((u) => u.userId))
    // one field is enough: a user whose mobile changed is still found by the id card
    added[0].mobile = '13811112222'
    const again = await preview(token, [url])
    expect(again[1]).toMatchObject({ userId: added[0].userId, chnName: added[0].chnName })
  })

  it('never names a user of another company', async () => {
    const token = tokenFor('company')
    const url = await storeUpload(new File(['x'], '学员.xls'))
    const [, unknown] = await preview(token, [url])
    const stranger = db.users.find((u) => u.companyCode === 'C003')!
    stranger.mobile = unknown.mobile
    const [, again] = await preview(token, [url])
    expect(again).not.toHaveProperty('userId')
    expect(again.chnName).toBe(unknown.chnName)
  })
})
