import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { assumedApi } from './assumed'
import { MALFORMED } from './base-api'

const answer = (data: unknown) =>
  server.use(
    http.post('*/Api/Base_Manage/Base_Link/GetLinkListByType', () =>
      HttpResponse.json({ success: true, errorCode: 0, msg: '', data, total: 0 }),
    ),
  )

async function linkList() {
  const store = makeStore()
  const result = await store.dispatch(
    assumedApi.endpoints.getLinkListByType.initiate({ linkType: 1 }),
  )
  return result
}

describe('answers are checked at the API boundary (issue: one bad answer never takes down a page)', () => {
  it('reads null or a missing list as empty', async () => {
    answer(null)
    expect((await linkList()).data?.data).toEqual([])
  })

  it.each([
    ['an object', {}],
    ['a string', 'oops'],
    ['a list wrapped in an object', { rows: [{ pcLinkName: '首页' }] }],
    ['a row of the wrong type', [{ pcLinkName: 12 }]],
  ])('fails the call on %s, with one warning that names the endpoint', async (_, data) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answer(data)
    const first = await linkList()
    await linkList()
    expect(first.isError).toBe(true)
    expect(first.error).toEqual({ status: 'SCHEMA', message: MALFORMED })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toContain('getLinkListByType')
  })

  it('keeps the fields it does not check', async () => {
    answer([{ pcLinkName: '首页', pcLinkUrl: '/home', extra: 'x' }])
    expect((await linkList()).data?.data).toEqual([
      { pcLinkName: '首页', pcLinkUrl: '/home', extra: 'x' },
    ])
  })
})
