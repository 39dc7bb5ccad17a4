import { screen } from '@testing-library/react'
import { renderWithProviders } from '../testing'
import { LazyBackTop } from './lazy-back-top'

// The page's scroll offsets as a browser gives them (antd's button reads pageYOffset).
function setScroll(y: number) {
  for (const name of ['scrollY', 'pageYOffset'])
    Object.defineProperty(window, name, { configurable: true, value: y })
  Object.defineProperty(document.documentElement, 'scrollTop', { configurable: true, value: y })
}

describe('LazyBackTop (the back-to-top button, loaded where it would appear)', () => {
  afterEach(() => {
    setScroll(0)
  })

  // that a page read at the top never downloads the button's code is checked in the browser
  // (public-site.e2e.mjs): antd's own button hides there too, so the page alone cannot tell
  it('comes once the page is scrolled past the height', async () => {
    renderWithProviders(<LazyBackTop visibilityHeight={400} aria-label="回到顶部" />)
    setScroll(600)
    // the document's scroll event, which bubbles to the window
    document.dispatchEvent(new Event('scroll', { bubbles: true }))
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument()
  })

  it('comes on a page that mounts already scrolled, without a scroll event', async () => {
    setScroll(600)
    renderWithProviders(<LazyBackTop visibilityHeight={400} aria-label="回到顶部" />)
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument()
  })
})
