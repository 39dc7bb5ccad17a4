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

  it('is not there on a page at the top, and comes once it is scrolled past the height', async () => {
    renderWithProviders(<LazyBackTop visibilityHeight={400} aria-label="回到顶部" />)
    // the first check waits for the painted frame: give it that, and the button's code
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument()
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
