import { useState } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { watchWire } from '../../mocks/test-harness'
import { useGetLinkListByTypeQuery, useGetNewsListByTypeIdQuery } from '../api/assumed'
import { Providers } from '../app/providers'
import { makeStore } from '../app/store'
import { useAppDispatch } from './hooks'
import { pageRefreshEnded, pageRefreshStarted } from './page-refresh'
import { useEffect, type ReactNode } from 'react'
import { setupUser } from '../testing'

// The shell's header (kept) and the page (remounted by 刷新), each with its own query.
function Header() {
  const { data } = useGetLinkListByTypeQuery({ linkType: 1 })
  return <p>header {data ? 'ready' : ''}</p>
}
function Page() {
  const { data } = useGetNewsListByTypeIdQuery({ typeid: 1, limit: 6 })
  return <p>page {data ? 'ready' : ''}</p>
}
function Scope({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(pageRefreshEnded())
  }, [dispatch])
  return <>{children}</>
}
function Shell() {
  const dispatch = useAppDispatch()
  const [key, setKey] = useState(0)
  const refresh = () => {
    dispatch(pageRefreshStarted())
    setKey((k) => k + 1)
  }
  return (
    <>
      <Header />
      <button onClick={refresh}>刷新</button>
      <Scope key={key}>
        <Page />
      </Scope>
    </>
  )
}

describe('refreshing one tab', () => {
  it('refetches the queries of the page that mounts again, and nothing else', async () => {
    const wire = watchWire()
    const calls = async () => (await wire.names()).sort()
    render(
      <Providers store={makeStore()}>
        <Shell />
      </Providers>,
    )
    await screen.findByText('page ready')
    await screen.findByText('header ready')
    expect(await calls()).toEqual(['GetLinkListByType', 'GetNewsListByTypeId'])
    await setupUser().click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(async () =>
      expect(await calls()).toEqual([
        'GetLinkListByType',
        'GetNewsListByTypeId',
        'GetNewsListByTypeId',
      ]),
    )
    // a later remount outside a refresh uses the cache again
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(await calls()).toHaveLength(3)
  })
})
