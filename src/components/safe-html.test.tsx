import { render } from '@testing-library/react'
import { SafeHtml } from './safe-html'

const hostile = `
  <p id="ok">正文<b>加粗</b></p>
  <script>window.__pwned = 1</script>
  <img src="x" onerror="window.__pwned = 2" alt="图">
  <a href="javascript:window.__pwned=3" id="js">点我</a>
  <a href="https://example.com/a" id="ext">外链</a>
  <svg><script>window.__pwned = 4</script></svg>
  <iframe src="https://evil.example"></iframe>
  <form action="https://evil.example"><input name="p"></form>
  <div onclick="window.__pwned = 5" id="clicky">块</div>
`

describe('SafeHtml', () => {
  it('keeps content but drops scripts, handlers, javascript: URLs, frames and forms', () => {
    const { container } = render(<SafeHtml html={hostile} />)
    expect(container.querySelector('#ok')?.textContent).toBe('正文加粗')
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('form')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull()
    expect(container.querySelector('#js')?.getAttribute('href')).toBeNull()
    expect(container.querySelector('#clicky')?.getAttribute('onclick')).toBeNull()
    ;(container.querySelector('#clicky') as HTMLElement).click()
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('opens links in a new tab without an opener', () => {
    const { container } = render(<SafeHtml html={hostile} />)
    const a = container.querySelector('#ext')!
    expect(a.getAttribute('target')).toBe('_blank')
    expect(a.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('renders nothing for empty input', () => {
    const { container } = render(<SafeHtml html={null} />)
    expect(container.firstElementChild?.innerHTML).toBe('')
  })
})
