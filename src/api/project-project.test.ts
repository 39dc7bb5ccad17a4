import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { projectProjectApi } from './project-project'
import { envelope, hits, recordRequests } from './test-recorder'

const C = '/Api/Project_Manage/project_project'

describe('project_project', () => {
  it('GetStatisticDataList posts an empty body and returns the statistic items', async () => {
    const item = { itemName: '华东机械', itemCount1: 120, itemCount2: 3, itemPercent1: 85.5 }
    const log = recordRequests(server, () => envelope([item]))
    const result = await makeStore().dispatch(
      projectProjectApi.endpoints.getStatisticDataList.initiate(),
    )
    expect(log[0]).toMatchObject({
      method: 'POST',
      pathname: `${C}/GetStatisticDataList`,
      body: {},
    })
    expect(result.data?.data).toEqual([item])
  })

  it('JoinProject sends projectCode and planCode in the query and refreshes the study summary', async () => {
    const log = recordRequests(server, () =>
      envelope({ projectName: '2024年度培训', leftDays: 30, donestudyPercent: 50 }),
    )
    const store = makeStore()
    const summary = store.dispatch(projectProjectApi.endpoints.getFPMyStudyData.initiate())
    await summary
    await store
      .dispatch(
        projectProjectApi.endpoints.joinProject.initiate({ projectCode: 'PJ1', planCode: 'PL1' }),
      )
      .unwrap()
    expect(log[1]).toMatchObject({
      method: 'POST',
      pathname: `${C}/JoinProject`,
      query: { projectCode: 'PJ1', planCode: 'PL1' },
      body: undefined,
    })
    await waitFor(() => expect(hits(log, `${C}/GetFPMyStudyData`)).toBe(2))
    summary.unsubscribe()
  })
})
