import { waitFor } from '@testing-library/react'
import { watchWire } from '../../../mocks/test-harness'
import { makeStore } from '../../app/store'
import { hrefs } from '../../lib/paths'
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
