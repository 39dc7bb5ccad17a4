import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { makeStore } from '../../app/store'
import { RESULT_URL, sampleResult } from '../../components/exam-result/result-fixtures'
import { removeToken } from '../../lib/token'
import { preloadRoutes, renderApp } from '../../testing'
import { hrefs, paths } from '../../lib/paths'
import { examViewLoader } from './route-loader'

const requestFor = (href: string) => ({ request: new Request(new URL(href, location.origin)) })

// the shell's and the page's code, loaded before a test renders them (the router loads it on
// first use, longer than a query waits on a busy machine)
beforeAll(() => preloadRoutes(paths.examView), 60_000)

describe('the exam result route’s loader', () => {
  it('the page shows the paper from the loader’s call, asking nothing twice', async () => {
    loginAs('learner')
    server.use(http.post(RESULT_URL, () => envelope(sampleResult())))
    const wire = watchWire()
    renderApp(hrefs.examView(501))
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026年度工伤预防知识考试' }),
    ).toBeInTheDocument()
    expect(await wire.to('/GetExamResult')).toHaveLength(1)
  })

  it('asks for the paper of the URL', async () => {
    loginAs('learner')
    server.use(http.post(RESULT_URL, () => envelope(sampleResult())))
    const wire = watchWire()
    const store = makeStore()
    expect(examViewLoader(store)(requestFor(hrefs.examView(501)))).toBeNull()
    await waitFor(async () => expect(await wire.names()).toEqual(['GetExamResult']))
    expect((await wire.to('/GetExamResult'))[0].query).toEqual({ userpaperId: '501' })
  })

  it('asks for the exam’s results too when the paper does not say whether it awaits marking', async () => {
    loginAs('learner')
    server.use(
      http.post(RESULT_URL, () => envelope(sampleResult({ delayMarkingPapers: undefined }))),
    )
    const wire = watchWire()
    examViewLoader(makeStore())(requestFor(hrefs.examView(501)))
    await waitFor(async () =>
      expect(await wire.names()).toEqual(['GetExamResult', 'GetExamResultList']),
    )
  })

  it.each([`${paths.examView}?userpaperId=abc`, paths.examView])(
    'asks nothing for %s',
    async (href) => {
      loginAs('learner')
      const wire = watchWire()
      examViewLoader(makeStore())(requestFor(href))
      await import('./exam-result-data')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await wire.sent()).toEqual([])
    },
  )

  it('asks nothing without a token', async () => {
    loginAs('learner')
    removeToken()
    const wire = watchWire()
    examViewLoader(makeStore())(requestFor(hrefs.examView(501)))
    await import('./exam-result-data')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await wire.sent()).toEqual([])
  })
})
