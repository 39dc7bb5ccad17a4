import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { trainResdirApi } from './train-resdir'
import { envelope, hits, recordRequests } from './test-recorder'

const C = '/Api/Train_Manage/Train_ResDir'

describe('Train_ResDir', () => {
  it('SaveData and DeleteData post the directory / its id and refresh the tree', async () => {
    const log = recordRequests(server, () => envelope([{ dCode: 'D01', dName: '通用安全' }]))
    const store = makeStore()
    const tree = store.dispatch(trainResdirApi.endpoints.getTreeData.initiate())
    expect((await tree).data?.data[0].dName).toBe('通用安全')
    expect(log[0].body).toEqual({})
    await store
      .dispatch(
        trainResdirApi.endpoints.saveData.initiate({ dCode: 'D02', dName: '机械安全', pNo: 'D01' }),
      )
      .unwrap()
    await waitFor(() => expect(hits(log, `${C}/GetTreeData`)).toBe(2))
    await store.dispatch(trainResdirApi.endpoints.deleteData.initiate({ id: 2 })).unwrap()
    await waitFor(() => expect(hits(log, `${C}/GetTreeData`)).toBe(3))
    expect(log.filter((r) => !r.pathname.endsWith('GetTreeData')).map((r) => r.body)).toEqual([
      { dCode: 'D02', dName: '机械安全', pNo: 'D01' },
      { id: 2 },
    ])
    tree.unsubscribe()
  })
})
