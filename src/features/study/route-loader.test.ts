import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { makeStore } from '../../app/store'
import { hrefs, paths } from '../../lib/paths'
import { studyLoader } from './route-loader'

const requestFor = (href: string) => ({ request: new Request(new URL(href, location.origin)) })

// a published public course of the seed
const COURSE = 1002

describe('the study route’s loader', () => {
  it('asks for the course of the URL, then for its play list', async () => {
    loginAs('learner')
    const wire = watchWire()
    expect(studyLoader(makeStore())(requestFor(hrefs.study(COURSE)))).toBeNull()
    await waitFor(async () =>
      expect(await wire.names()).toEqual(['GetTrainResStudyDetail', 'GetVideoPlayList']),
    )
    expect((await wire.to('/GetTrainResStudyDetail'))[0].body).toMatchObject({ id: COURSE })
  })

  it('asks nothing for an id that cannot be a course', async () => {
    loginAs('learner')
    const wire = watchWire()
    studyLoader(makeStore())(requestFor(`${paths.study}?id=abc`))
    await import('./study-data')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await wire.sent()).toEqual([])
  })
})
