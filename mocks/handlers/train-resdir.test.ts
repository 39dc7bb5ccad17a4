import type { ResDir } from '../../src/api/train-resdir'
import { db } from '../db'
import { call, tokenFor } from '../test-harness'

const C = '/Api/Train_Manage/Train_ResDir'

describe('Train_ResDir mocks', () => {
  it('refuse to move a directory below itself or its own subtree', async () => {
    const token = tokenFor('admin')
    expect(
      (await call(`${C}/SaveData`, { body: { dName: '子目录', pNo: 'D01' }, token })).success,
    ).toBe(true)
    const child = db.resDirs.find((d) => d.pNo === 'D01')!
    expect(
      (await call(`${C}/SaveData`, { body: { dName: '孙目录', pNo: child.dCode }, token })).success,
    ).toBe(true)
    const grandchild = db.resDirs.find((d) => d.pNo === child.dCode)!
    const d01 = db.resDirs.find((d) => d.dCode === 'D01')!
    for (const pNo of ['D01', child.dCode, grandchild.dCode]) {
      expect(
        await call(`${C}/SaveData`, { body: { id: d01.id, dName: d01.dName, pNo }, token }),
      ).toMatchObject({ success: false, msg: '不能移动到自身或下级目录' })
    }
    expect(d01.pNo).toBe('')
    // moving it under a directory outside its subtree is fine
    expect(
      (
        await call(`${C}/SaveData`, {
          body: { id: child.id, dName: child.dName, pNo: 'D02' },
          token,
        })
      ).success,
    ).toBe(true)
    const tree = await call<ResDir[]>(`${C}/GetTreeData`, { body: {}, token })
    const d02 = tree.data.find((d) => d.dCode === 'D02') as ResDir & { children: ResDir[] }
    expect(d02.children.map((d) => d.dName)).toEqual(['子目录'])
  })

  it('let only roles with the directory page change directories', async () => {
    const company = tokenFor('company')
    const before = db.resDirs.map((d) => ({ ...d }))
    expect(
      await call(`${C}/SaveData`, { body: { dName: '企业目录', pNo: '' }, token: company }),
    ).toMatchObject({ success: false, msg: '没有权限执行此操作' })
    expect(await call(`${C}/DeleteData`, { body: { id: 1 }, token: company })).toMatchObject({
      success: false,
      msg: '没有权限执行此操作',
    })
    expect(db.resDirs).toEqual(before)
  })

  it('save and delete a directory named by its dCode alone, keeping what the body leaves out', async () => {
    const token = tokenFor('admin')
    db.resDirs.push({ id: 60, dCode: 'D60', dName: '待改目录', pNo: 'D01', sort: 4, cover: '' })
    const count = db.resDirs.length
    expect(
      (await call(`${C}/SaveData`, { body: { dCode: 'D60', dName: '改过的目录' }, token })).success,
    ).toBe(true)
    expect(db.resDirs).toHaveLength(count)
    expect(db.resDirs.find((d) => d.dCode === 'D60')).toMatchObject({
      id: 60,
      dName: '改过的目录',
      pNo: 'D01',
      sort: 4,
    })
    // an id and a dCode of two different directories, or a code that does not exist: refused
    for (const body of [
      { id: 1, dCode: 'D60', dName: '错配' },
      { dCode: 'D404', dName: '不存在' },
    ])
      expect(await call(`${C}/SaveData`, { body, token })).toMatchObject({
        success: false,
        msg: '目录不存在',
      })
    expect(await call(`${C}/DeleteData`, { body: { id: 1, dCode: 'D60' }, token })).toMatchObject({
      success: false,
      msg: '目录不存在',
    })
    expect((await call(`${C}/DeleteData`, { body: { dCode: 'D60' }, token })).success).toBe(true)
    expect(db.resDirs.some((d) => d.dCode === 'D60')).toBe(false)
    expect(await call(`${C}/DeleteData`, { body: {}, token })).toMatchObject({ success: false })
  })
})
