import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { trainResdirApi } from './train-resdir'

// Real baseQuery -> real mock handlers.
const ep = trainResdirApi.endpoints

describe('Train_ResDir against the mock backend', () => {
  it('SaveData posts the directory and the subscribed tree refetches with it', async () => {
    loginAs('u-admin')
    const store = makeStore()
    const tree = store.dispatch(ep.getTreeData.initiate())
    expect((await tree).data!.data.map((d) => d.dCode)).toEqual([
      'D01',
      'D02',
      'D03',
      'D04',
      'D05',
      'D06',
    ])
    const wire = watchWire()
    await store
      .dispatch(ep.saveData.initiate({ dCode: '', dName: '消防安全', pNo: 'D06' }))
      .unwrap()
    await waitFor(() =>
      expect(
        ep.getTreeData
          .select()(store.getState())
          .data?.data.find((d) => d.dCode === 'D06')
          ?.children?.map((d) => d.dName),
      ).toEqual(['消防安全']),
    )
    expect((await wire.to('/SaveData'))[0]).toMatchObject({
      query: {},
      body: { dCode: '', dName: '消防安全', pNo: 'D06' },
    })
    tree.unsubscribe()
  })

  it('refuses to move a directory into its own subtree, with the backend message', async () => {
    loginAs('u-admin')
    const store = makeStore()
    await store.dispatch(ep.saveData.initiate({ dCode: '', dName: '子目录', pNo: 'D01' })).unwrap()
    const [child] = (await store.dispatch(ep.getListByPNo.initiate({ pNo: 'D01' })).unwrap()).data
    const result = await store.dispatch(
      ep.saveData.initiate({ id: 1, dCode: 'D01', dName: '安全生产法规', pNo: child.dCode }),
    )
    expect(result.error).toMatchObject({ status: 'BUSINESS', message: '不能移动到自身或下级目录' })
  })

  it('DeleteData posts the id and refuses a directory that still holds courses', async () => {
    loginAs('u-admin')
    const wire = watchWire()
    const result = await makeStore().dispatch(ep.deleteData.initiate({ id: 2 }))
    expect(result.error).toMatchObject({ message: '该目录下存在子目录或资源，无法删除' })
    expect((await wire.sent())[0].body).toEqual({ id: 2 })
  })
})
