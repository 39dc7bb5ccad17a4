import { waitFor } from '@testing-library/react'
import { config } from '../lib/env'
import { renderApp } from '../testing'

describe('document titles come from the route table', () => {
  it.each([
    ['/newslist?typeId=1', '新闻动态'],
    ['/newslist?typeId=2', '政策法规'],
    ['/company', '合作单位'],
  ])('%s is titled %s', async (route, title) => {
    renderApp(route)
    await waitFor(() => expect(document.title).toBe(`${title} - ${config.title}`))
  })
})
