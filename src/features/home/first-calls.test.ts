import { waitFor } from '@testing-library/react'
import { watchWire } from '../../../mocks/test-harness'
import { makeStore } from '../../app/store'
import { sendEarlyCalls } from '../../lib/early-answers'
import { homeFirstCalls } from './first-calls'
import { publicPageLoader } from './route-loader'

const requestFor = (href: string) => ({ request: new Request(new URL(href, location.origin)) })
const sameRequest = (r: { method: string; pathname: string; query: unknown; body: unknown }) =>
  JSON.stringify([r.method, r.pathname, r.query, r.body])

/** Opens /home's route (its loader asks for the page's data) and waits for every answer. */
async function loadHome() {
  const store = makeStore()
  publicPageLoader(store, 'home')(requestFor('/home'))
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries)
    expect(queries.length).toBeGreaterThan(homeFirstCalls().length)
    expect(queries.every((q) => q?.status === 'fulfilled')).toBe(true)
  })
  return Object.keys(store.getState().api.queries).length
}

describe('the home page’s early calls (route-preload.ts sends them before the app starts)', () => {
  it('are requests the home page sends itself', async () => {
    const wire = watchWire()
    await loadHome()
    const byApp = (await wire.sent()).map(sameRequest)
    const early = watchWire()
    sendEarlyCalls(homeFirstCalls(), '')
    await waitFor(async () => expect(await early.sent()).toHaveLength(homeFirstCalls().length))
    for (const call of (await early.sent()).map(sameRequest)) expect(byApp).toContain(call)
  })

  it('answer the home page: each of its requests goes out once', async () => {
    const wire = watchWire()
    sendEarlyCalls(homeFirstCalls(), '')
    const queries = await loadHome()
    const sent = (await wire.sent()).map(sameRequest)
    expect(sent).toHaveLength(queries)
    expect(new Set(sent).size).toBe(sent.length)
  })
})
