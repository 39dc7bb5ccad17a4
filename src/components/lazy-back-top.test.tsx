import { act, screen, waitFor } from '@testing-library/react'
import { renderWithProviders } from '../testing'
import { LazyBackTop } from './lazy-back-top'

// the button's code, counted as it is asked for (what the page downloads): once per file, as
// React.lazy asks once
const downloads = vi.hoisted(() => ({ count: 0 }))
vi.mock('./back-top-button', async (importOriginal) => {
  downloads.count += 1
  return importOriginal()
})

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

  it('is not downloaded on a page at the top, and comes once it is scrolled past the height', async () => {
    const before = downloads.count
    let reads = 0
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => (reads++, 0) })
    renderWithProviders(<LazyBackTop visibilityHeight={400} aria-label="回到顶部" />)
    // the first check, after the painted frame, has read the offset
    await waitFor(() => expect(reads).toBeGreaterThan(0))
    await act(async () => {})
    expect(downloads.count).toBe(before)
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument()
    setScroll(600)
    // the document's scroll event, which bubbles to the window
    document.dispatchEvent(new Event('scroll', { bubbles: true }))
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument()
    expect(downloads.count).toBe(1)
  })

  it('comes on a page that mounts already scrolled, without a scroll event', async () => {
    setScroll(600)
    renderWithProviders(<LazyBackTop visibilityHeight={400} aria-label="回到顶部" />)
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument()
  })
})
