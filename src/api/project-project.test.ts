import { waitFor } from '@testing-library/react'
import { loginAs } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { projectProjectApi } from './project-project'

// Real baseQuery -> real mock handlers.
const ep = projectProjectApi.endpoints
const plan = { projectCode: 'PJ2026001', planCode: 'PL2026001' }

describe('project_project against the mock backend', () => {
  it('JoinProject: the subscribed project detail counts the new member; joining twice is refused', async () => {
    loginAs('admin')
    const store = makeStore()
    const detail = store.dispatch(ep.getProjectDetailData.initiate())
    const before = (await detail).data!.data.memberCount as number
    await store.dispatch(ep.joinProject.initiate(plan)).unwrap()
    await waitFor(() =>
      expect(ep.getProjectDetailData.select()(store.getState()).data?.data.memberCount).toBe(
        before + 1,
      ),
    )
    const again = await store.dispatch(ep.joinProject.initiate(plan))
    expect(again.error).toMatchObject({ message: '您已加入该项目' })
    detail.unsubscribe()
  })
})
