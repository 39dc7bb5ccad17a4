import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { makeStore } from '../../app/store'
import { removeToken } from '../../lib/token'
import { paths } from '../../lib/paths'
import { messagesLoader } from './route-loader'

const requestFor = (href: string) => ({ request: new Request(new URL(href, location.origin)) })

// that the page then asks nothing more is checked where the whole route renders
// (message-centre-page.test.tsx: one GetMessagePage with the URL's filters)
describe('the message centre route’s loader', () => {
  it('asks for the list of the URL: its filters, page and size', async () => {
    loginAs('learner')
    const wire = watchWire()
    const href = `${paths.messages}?keyword=考试&isRead=0&type=2&page=2&size=20`
    expect(messagesLoader(makeStore())(requestFor(href))).toBeNull()
    await waitFor(async () => expect(await wire.names()).toEqual(['GetMessagePage']))
    expect((await wire.to('/GetMessagePage'))[0].body).toEqual({
      Search: { key: '考试', IsRead: 0, TempleteType: 2 },
      pageIndex: 2,
      pageRows: 20,
    })
  })

  it('asks nothing without a token', async () => {
    loginAs('learner')
    removeToken()
    const wire = watchWire()
    messagesLoader(makeStore())(requestFor(paths.messages))
    await import('./messages-data')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await wire.sent()).toEqual([])
  })
})
