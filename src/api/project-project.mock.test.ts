import { waitFor } from '@testing-library/react'
import { loginAs, pinClock, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { projectProjectApi } from './project-project'
import { trainResApi } from './train-res'

// Real baseQuery -> real mock handlers, on a pinned day (leftDays and todayProgress use the clock).
const ep = projectProjectApi.endpoints

describe('project_project against the mock backend', () => {
  beforeEach(() => pinClock('2028-02-10T10:00:00'))

  it("GetFPMyStudyData posts an empty body and answers the learner's project summary", async () => {
    loginAs('u-learner')
    const wire = watchWire()
    const result = await makeStore().dispatch(ep.getFPMyStudyData.initiate()).unwrap()
    expect(result.data).toMatchObject({
      isshowFlag: 1,
      projectName: '华东机械2026年度工伤预防培训',
      leftDays: 45,
      checkHrs: 24,
      examCode: 'EX2026002',
    })
    expect(result.data.todayProgress).toBeGreaterThan(0)
    expect(await wire.sent()).toMatchObject([{ method: 'POST', query: {}, body: {} }])
  })

  it('JoinProject sends projectCode and planCode in the query; the project detail counts the new member', async () => {
    loginAs('u-admin')
    const store = makeStore()
    const detail = store.dispatch(ep.getProjectDetailData.initiate())
    const before = (await detail).data!.data.memberCount as number
    const wire = watchWire()
    await store
      .dispatch(ep.joinProject.initiate({ projectCode: 'PJ2026001', planCode: 'PL2026001' }))
      .unwrap()
    await waitFor(() =>
      expect(ep.getProjectDetailData.select()(store.getState()).data?.data.memberCount).toBe(
        before + 1,
      ),
    )
    expect((await wire.to('/JoinProject'))[0]).toMatchObject({
      query: { projectCode: 'PJ2026001', planCode: 'PL2026001' },
      body: undefined,
    })
    const again = await store.dispatch(
      ep.joinProject.initiate({ projectCode: 'PJ2026001', planCode: 'PL2026001' }),
    )
    expect(again.error).toMatchObject({ message: '您已加入该项目' })
    detail.unsubscribe()
  })

  it('finishing a course (StudyComplete) refetches the summary with the minutes studied today', async () => {
    loginAs('u-learner')
    const store = makeStore()
    const summary = store.dispatch(ep.getFPMyStudyData.initiate())
    const before = (await summary).data!.data.todayProgress!
    const body = { id: 1001, guid: 'g-1', speed: 1 }
    for (let i = 0; i < 6; i += 1)
      await store.dispatch(trainResApi.endpoints.study.initiate(body)).unwrap()
    await store.dispatch(trainResApi.endpoints.studyComplete.initiate(body)).unwrap()
    await waitFor(() =>
      expect(ep.getFPMyStudyData.select()(store.getState()).data?.data.todayProgress).toBeCloseTo(
        before + 10,
        5,
      ),
    )
    summary.unsubscribe()
  })
})
