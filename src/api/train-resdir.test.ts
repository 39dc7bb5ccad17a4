import { waitFor } from '@testing-library/react'
import { loginAs } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { trainResdirApi } from './train-resdir'

// Real baseQuery -> real mock handlers.
const ep = trainResdirApi.endpoints

describe('Train_ResDir against the mock backend', () => {
  it('SaveData posts the directory and the subscribed tree refetches with it', async () => {
    loginAs('admin')
    const store = makeStore()
    const tree = store.dispatch(ep.getResDirTree.initiate())
    const parent = (await tree).data!.at(-1)!
    const children = () =>
      ep.getResDirTree
        .select()(store.getState())
        .data?.find((d) => d.dCode === parent.dCode)
        ?.children?.map((d) => d.dName)
    expect(children() ?? []).not.toContain('消防安全')
    await store
      .dispatch(ep.saveResDir.initiate({ dCode: '', dName: '消防安全', pNo: parent.dCode }))
      .unwrap()
    await waitFor(() => expect(children()).toContain('消防安全'))
    tree.unsubscribe()
  })

  it('DeleteData refuses a directory that still holds courses, with the backend message', async () => {
    loginAs('admin')
    const result = await makeStore().dispatch(ep.deleteResDir.initiate({ id: 2 }))
    expect(result.error).toMatchObject({ message: '该目录下存在子目录或资源，无法删除' })
  })
})
