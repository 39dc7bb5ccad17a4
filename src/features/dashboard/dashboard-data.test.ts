import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { makeStore } from '../../app/store'
import { EVERY_ROLE_CALLS } from './dashboard.test-kit'
import { prefetchDashboard } from './dashboard-data'

describe('the dashboard loader’s calls', () => {
  it('asks a learner’s cards for their data, the study summary and this month’s log included', async () => {
    loginAs('learner')
    const wire = watchWire()
    prefetchDashboard(makeStore().dispatch, 4)
    await waitFor(async () => expect(await wire.names()).toHaveLength(EVERY_ROLE_CALLS.length + 2))
    expect((await wire.names()).sort()).toEqual(
      [...EVERY_ROLE_CALLS, 'GetFPMyStudyData', 'LearningMonthLog'].sort(),
    )
  })

  it('asks an administrator’s cards for the user counts and the project statistics, never the learner calls', async () => {
    loginAs('company')
    const wire = watchWire()
    prefetchDashboard(makeStore().dispatch, 3)
    await waitFor(async () => expect(await wire.names()).toHaveLength(EVERY_ROLE_CALLS.length + 2))
    expect((await wire.names()).sort()).toEqual(
      [...EVERY_ROLE_CALLS, 'GetUserCount', 'GetStatisticDataList'].sort(),
    )
  })
})
