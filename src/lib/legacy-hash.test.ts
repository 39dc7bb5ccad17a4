import { rewriteLegacyHash } from './legacy-hash'

describe('rewriteLegacyHash', () => {
  it('turns /#/path?query into /path?query', () => {
    window.history.replaceState(null, '', '/#/ydnotice/showview?noticeSysCode=N1')
    rewriteLegacyHash()
    expect(window.location.pathname).toBe('/ydnotice/showview')
    expect(window.location.search).toBe('?noticeSysCode=N1')
    expect(window.location.hash).toBe('')
  })
  it('leaves ordinary anchors alone', () => {
    window.history.replaceState(null, '', '/home#top')
    rewriteLegacyHash()
    expect(window.location.pathname + window.location.hash).toBe('/home#top')
  })
})
