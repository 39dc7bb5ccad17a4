import { waitFor } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { watchWire } from '../../../mocks/test-harness'
import { makeStore } from '../../app/store'
import { hrefs } from '../../lib/paths'
import { dropEarlyAnswers, earlyAnswersIn, sendEarlyCalls } from '../../lib/early-answers'
import { homeFirstCalls } from './first-calls'
import { publicPageLoader } from './route-loader'

const requestFor = (href: string) => ({ request: new Request(new URL(href, location.origin)) })

describe('a public page’s route loader', () => {
  it('starts the page’s calls with the arguments the URL gives it', async () => {
    const wire = watchWire()
    expect(publicPageLoader(makeStore(), 'newsItem')(requestFor(hrefs.newsItem(7)))).toBeNull()
    await waitFor(async () => expect(await wire.to('/GetTheData')).toHaveLength(1))
    expect((await wire.to('/GetTheData'))[0].body).toEqual({ id: 7, isread: 1 })
  })
})

describe('the home page’s route loader on home.html', () => {
  afterEach(() => {
    delete document.documentElement.dataset.prerendered
    dropEarlyAnswers()
  })

  it('waits for the first screen’s answers once the page shows them (all in)', async () => {
    document.documentElement.dataset.prerendered = 'home'
    sendEarlyCalls(homeFirstCalls(), '')
    await vi.waitFor(() => expect(earlyAnswersIn(homeFirstCalls())).toBe(true))
    const store = makeStore()
    const loaded = publicPageLoader(store, 'home')(requestFor('/home'))
    expect(loaded).toBeInstanceOf(Promise)
    await loaded
    const queries = Object.values(store.getState().api.queries)
    // the banner's link group is a first call, the other groups are not
    const first = queries.filter(
      (q) =>
        q?.endpointName !== 'getLinkListByType' ||
        (q.originalArgs as { linkType?: number } | undefined)?.linkType === 0,
    )
    expect(first).toHaveLength(homeFirstCalls().length)
    expect(first.every((q) => q?.status === 'fulfilled')).toBe(true)
  })

  it('does not wait while an answer is still out', () => {
    document.documentElement.dataset.prerendered = 'home'
    sendEarlyCalls(homeFirstCalls(), '')
    expect(publicPageLoader(makeStore(), 'home')(requestFor('/home'))).toBeNull()
  })

  it('does not wait on a page the app renders (index.html)', async () => {
    sendEarlyCalls(homeFirstCalls(), '')
    await vi.waitFor(() => expect(earlyAnswersIn(homeFirstCalls())).toBe(true))
    expect(publicPageLoader(makeStore(), 'home')(requestFor('/home'))).toBeNull()
  })
})
