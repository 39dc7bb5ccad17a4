import { afterEach, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { makeStore } from '../../app/store'
import { publicData } from './public-data'

const asked: string[] = []
const listen = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  asked.push(url.pathname.split('/').pop()!)
}
afterEach(() => {
  server.events.removeListener('request:start', listen)
  asked.length = 0
})

it('the home page asks for its lists and courses first, the banner and link groups after', async () => {
  server.events.on('request:start', listen)
  const store = makeStore()
  publicData.home(store.dispatch)
  await expect.poll(() => asked.length).toBe(13)
  // a browser sends six at a time to one host: what the visitor came for goes in the first six
  expect(asked.slice(0, 6)).toEqual([
    'GetNewsListByTypeId',
    'GetNewsListByTypeId',
    'IndexHotRes',
    'GetHomeResDirList',
    'GetIndexPageListNotice',
    'GetIndexPageListNotice',
  ])
  expect(asked.slice(6)).toEqual(Array(7).fill('GetLinkListByType'))
})
