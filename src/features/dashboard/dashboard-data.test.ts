import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { makeStore } from '../../app/store'
import { prefetchDashboard } from './dashboard-data'

const sentPaths = async (wire: ReturnType<typeof watchWire>) =>
  (await wire.sent()).map((r) => r.pathname.split('/').pop())

const COMMON = [
  'GetIndexPageImageNotice',
  'GetHomePageImageNotice',
  'GetStatisticsUserStudyData',
  'GetRankingList',
  'GetIndexPageListNotice',
  'GetMessagePage',
  'GetShowModelInfoDataList',
]

describe('the dashboard loader’s calls', () => {
  it('asks a learner’s cards for their data, the study summary and this month’s log included', async () => {
    loginAs('learner')
    const wire = watchWire()
    prefetchDashboard(makeStore().dispatch, 4)
    await waitFor(async () => expect(await sentPaths(wire)).toHaveLength(COMMON.length + 2))
    expect((await sentPaths(wire)).sort()).toEqual(
      [...COMMON, 'GetFPMyStudyData', 'LearningMonthLog'].sort(),
    )
  })

  it('asks an administrator’s cards for the user counts and the project statistics, never the learner calls', async () => {
    loginAs('company')
    const wire = watchWire()
    prefetchDashboard(makeStore().dispatch, 3)
    await waitFor(async () => expect(await sentPaths(wire)).toHaveLength(COMMON.length + 2))
    expect((await sentPaths(wire)).sort()).toEqual(
      [...COMMON, 'GetUserCount', 'GetStatisticDataList'].sort(),
    )
  })
})
