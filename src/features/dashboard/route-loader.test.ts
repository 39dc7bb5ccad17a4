import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { createSessionGate } from '../../app/session-gate'
import { makeStore } from '../../app/store'
import { EVERY_ROLE_CALLS } from './dashboard.test-kit'
import { dashboardLoader } from './route-loader'

describe('the dashboard route’s loader', () => {
  it('asks nothing for a guest, who is on the way to the home page', async () => {
    const wire = watchWire()
    const ensure = vi.fn(() => Promise.resolve())
    expect(dashboardLoader(makeStore(), { ensure })()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ensure).not.toHaveBeenCalled()
    expect(await wire.sent()).toEqual([])
  })

  it('asks the calls every role makes at once, and the role’s own once the session is in', async () => {
    loginAs('learner')
    const wire = watchWire()
    const store = makeStore()
    const gate = createSessionGate(store)
    let sessionIn = () => {}
    const held = new Promise<void>((resolve) => {
      sessionIn = resolve
    })
    dashboardLoader(store, { ensure: () => held.then(() => gate.ensure()) })()
    await waitFor(async () => expect(await wire.names()).toHaveLength(EVERY_ROLE_CALLS.length))
    expect((await wire.names()).sort()).toEqual([...EVERY_ROLE_CALLS].sort())
    sessionIn()
    await waitFor(async () =>
      expect(await wire.names()).toEqual(
        expect.arrayContaining(['GetFPMyStudyData', 'LearningMonthLog']),
      ),
    )
    expect(await wire.names()).not.toContain('GetUserCount')
  })

  it('keeps to the common calls when the session cannot load, and leaves the failure to the guard', async () => {
    loginAs('learner')
    const wire = watchWire()
    const store = makeStore()
    dashboardLoader(store, { ensure: () => Promise.reject(new Error('no session')) })()
    await waitFor(async () => expect(await wire.names()).toHaveLength(EVERY_ROLE_CALLS.length))
    await import('./dashboard-data')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await wire.names()).sort()).toEqual([...EVERY_ROLE_CALLS].sort())
  })
})
