import { legacyHashTarget, listenForLegacyHash, rewriteLegacyHash } from './legacy-hash'

describe('rewriteLegacyHash', () => {
  it('turns /#/path?query into /path?query', () => {
    window.history.replaceState(null, '', '/#/ydnotice/showview?noticeSysCode=N1')
    rewriteLegacyHash()
    expect(window.location.pathname).toBe('/ydnotice/showview')
    expect(window.location.search).toBe('?noticeSysCode=N1')
    expect(window.location.hash).toBe('')
  })

  it('keeps a query that stands before the hash, merged with the hash query', () => {
    window.history.replaceState(null, '', '/?token=x#/dashboard?a=1')
    rewriteLegacyHash()
    expect(window.location.pathname).toBe('/dashboard')
    expect(new URLSearchParams(window.location.search).get('token')).toBe('x')
    expect(new URLSearchParams(window.location.search).get('a')).toBe('1')
  })

  it('leaves ordinary anchors alone', () => {
    window.history.replaceState(null, '', '/home#top')
    rewriteLegacyHash()
    expect(window.location.pathname + window.location.hash).toBe('/home#top')
  })
})

describe('legacyHashTarget', () => {
  it('lets the hash query win over the outer one on a clash', () => {
    expect(legacyHashTarget('?a=outer&token=t', '#/x?a=inner')).toBe('/x?a=inner&token=t')
  })
  it('gives the bare path when there is no query', () => {
    expect(legacyHashTarget('', '#/dashboard')).toBe('/dashboard')
  })
  it('ignores anchors and empty hashes', () => {
    expect(legacyHashTarget('?a=1', '#top')).toBeNull()
    expect(legacyHashTarget('', '')).toBeNull()
  })
})

describe('listenForLegacyHash', () => {
  it('hands an in-app hash link to the router, without the query of the page being left', () => {
    window.history.replaceState(null, '', '/ydnotice/showview?noticeSysCode=N1')
    const navigate = vi.fn()
    const stop = listenForLegacyHash(navigate)
    window.location.hash = '#/trainres/study?id=3'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(navigate).toHaveBeenCalledWith('/trainres/study?id=3')

    navigate.mockClear()
    window.location.hash = '#top'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(navigate).not.toHaveBeenCalled()

    stop()
    window.location.hash = '#/dashboard'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(navigate).not.toHaveBeenCalled()
  })
})
