import { waitFor } from '@testing-library/react'
import { db } from '../../mocks/db'
import { setDocumentedOnly } from '../../mocks/documented-only'
import { loginAs } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { projectProjectApi } from './project-project'

// Real baseQuery -> real mock handlers.
const ep = projectProjectApi.endpoints
const plan = { projectCode: 'PJ2026001', planCode: 'PL2026001' }

/** The learner is not (yet) a member of their company's project. */
function learnerOutOfProject() {
  const project = db.projects.find((p) => p.projectCode === plan.projectCode)!
  project.memberIds = project.memberIds.filter((id) => id !== 'u-learner')
}

afterEach(() => setDocumentedOnly(undefined))

describe('project_project against the mock backend', () => {
  it('JoinProject: the subscribed study summary says the learner is in; joining twice is refused', async () => {
    learnerOutOfProject()
    loginAs('learner')
    const store = makeStore()
    const summary = store.dispatch(ep.getFPMyStudyData.initiate())
    expect((await summary).data!).toMatchObject({ ...plan, isJoin: 0 })
    await store.dispatch(ep.joinProject.initiate(plan)).unwrap()
    await waitFor(() => expect(ep.getFPMyStudyData.select()(store.getState()).data?.isJoin).toBe(1))
    const again = await store.dispatch(ep.joinProject.initiate(plan))
    expect(again.error).toMatchObject({ message: '您已加入该项目' })
    summary.unsubscribe()
  })

  it('JoinProject with empty codes is refused, like the real backend would', async () => {
    loginAs('learner')
    const result = await makeStore().dispatch(
      ep.joinProject.initiate({ projectCode: '', planCode: '' }),
    )
    expect(result.error).toMatchObject({ message: '项目不存在' })
  })

  it('documented fields only: the summary has no codes and no isJoin, and reads fine', async () => {
    setDocumentedOnly(true)
    learnerOutOfProject()
    loginAs('learner')
    const result = await makeStore().dispatch(ep.getFPMyStudyData.initiate())
    expect(result.error).toBeUndefined()
    const summary = result.data!
    expect(summary.projectName).toBeTruthy()
    expect([summary.projectCode, summary.planCode, summary.isJoin]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })
})
