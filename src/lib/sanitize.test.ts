import { cleanStyle, sanitizeHtml } from './sanitize'

/** Parses sanitised HTML into a detached container to inspect it. */
function clean(html: string): HTMLElement {
  const box = document.createElement('div')
  box.innerHTML = sanitizeHtml(html)
  return box
}

describe('sanitizeHtml', () => {
  afterEach(() => {
    document.querySelectorAll('[data-sanitized]').forEach((box) => box.remove())
    delete (window as unknown as { __pwned?: number }).__pwned
  })

  it('keeps the editor styling that matters: alignment, colours, sizes and spacing', () => {
    const box = clean(`
      <p id="c" style="text-align: center; color: #c00; background-color: rgb(255, 250, 230); font-size: 18px; font-weight: bold">居中</p>
      <p id="i" style="text-indent: 2em; line-height: 1.8; margin: 0 0 12px; padding-left: 4px; border-bottom: 1px solid #ddd">缩进</p>
      <img id="img" src="/a.png" alt="图" style="width: 320px; height: auto; max-width: 100%; vertical-align: middle">
      <ul id="u" style="list-style-type: square"><li style="font-style: italic; text-decoration: underline">项</li></ul>`)
    expect((box.querySelector('#c') as HTMLElement).style.textAlign).toBe('center')
    expect((box.querySelector('#c') as HTMLElement).style.color).toBe('rgb(204, 0, 0)')
    expect((box.querySelector('#c') as HTMLElement).style.backgroundColor).toBe(
      'rgb(255, 250, 230)',
    )
    expect((box.querySelector('#c') as HTMLElement).style.fontSize).toBe('18px')
    expect((box.querySelector('#i') as HTMLElement).style.textIndent).toBe('2em')
    expect((box.querySelector('#i') as HTMLElement).style.marginBottom).toBe('12px')
    expect((box.querySelector('#i') as HTMLElement).style.borderBottom).toContain('solid')
    expect((box.querySelector('#img') as HTMLElement).style.maxWidth).toBe('100%')
    expect((box.querySelector('#u') as HTMLElement).style.listStyleType).toBe('square')
  })

  it('drops overlays and CSS that loads or runs anything', () => {
    const box = clean(`
      <div id="overlay" style="position: fixed; inset: 0; top: 0; left: 0; z-index: 99999; width: 100%; background: #fff">点此领奖</div>
      <p id="bg" style="background-image: url(https://evil.example/track.gif); color: red">文字</p>
      <p id="exp" style="color: expression(alert(1)); width: expression(document.body.clientWidth)">旧IE</p>
      <p id="js" style="background-color: url(javascript:alert(1))">脚本</p>
      <p id="esc" style="color: \\72 ed; border: 1px solid u\\72l(x)">转义</p>
      <p id="neg" style="margin-top: -400px; margin-left: calc(-100vw); padding: 4px">上移</p>
      <p id="only-bad" style="position: absolute; transform: scale(40)">只有坏样式</p>`)
    const style = (id: string) => box.querySelector(`#${id}`)?.getAttribute('style') ?? null
    expect(style('overlay')).toBe('width: 100%')
    expect(style('bg')).toBe('color: red')
    expect(style('exp')).toBeNull()
    expect(style('js')).toBeNull()
    expect(style('esc')).toBeNull()
    expect(style('neg')).toBe('padding: 4px')
    expect(style('only-bad')).toBeNull()
    expect(box.innerHTML).not.toMatch(/fixed|url\(|expression|javascript|absolute|z-index/i)
  })

  it('still strips scripts, event handlers, javascript: URLs, frames, forms and <style>', () => {
    const box = clean(`
      <p id="ok">正文</p><script>window.__pwned = 1</script>
      <img src="x" onerror="window.__pwned = 2" alt="图">
      <a id="js" href="javascript:window.__pwned=3">点我</a>
      <a id="js2" href=" JaVaScRiPt:window.__pwned=3">点我</a>
      <svg><a xlink:href="javascript:alert(1)"><text>svg</text></a><script>window.__pwned = 4</script></svg>
      <iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"></form>
      <style>body { display: none }</style><link rel="stylesheet" href="https://evil.example/x.css">
      <div id="clicky" onclick="window.__pwned = 5" onmouseover="window.__pwned = 6">块</div>`)
    box.dataset.sanitized = ''
    document.body.appendChild(box)
    expect(box.querySelector('#ok')?.textContent).toBe('正文')
    expect(box.querySelectorAll('script, iframe, form, input, style, link')).toHaveLength(0)
    expect(box.querySelector('img')?.hasAttribute('onerror')).toBe(false)
    expect(box.querySelector('#js')?.hasAttribute('href')).toBe(false)
    expect(box.querySelector('#js2')?.hasAttribute('href')).toBe(false)
    expect(box.innerHTML).not.toMatch(/javascript:|onerror|onclick|onmouseover/i)
    ;(box.querySelector('#clicky') as HTMLElement).click()
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('opens other pages in a new tab without an opener, but keeps #anchors in the page', () => {
    const box = clean(`
      <a id="ext" href="https://example.com/a" target="_self">外链</a>
      <a id="toc" href="#part-2" target="_blank">第二部分</a>
      <h2 id="part-2">第二部分</h2>`)
    expect(box.querySelector('#ext')?.getAttribute('target')).toBe('_blank')
    expect(box.querySelector('#ext')?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(box.querySelector('#toc')?.getAttribute('href')).toBe('#part-2')
    expect(box.querySelector('#toc')?.hasAttribute('target')).toBe(false)
    expect(box.querySelector('#part-2')).not.toBeNull()
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('cleanStyle', () => {
  it('keeps whitelisted declarations and normalises them', () => {
    expect(cleanStyle('TEXT-ALIGN:right;;color : hsl(0, 100%, 40%); float: left')).toBe(
      'text-align: right; color: hsl(0, 100%, 40%)',
    )
    expect(cleanStyle('border-left: 3px solid #1677ff; padding: 0 8px')).toBe(
      'border-left: 3px solid #1677ff; padding: 0 8px',
    )
  })
  it('drops everything else', () => {
    expect(cleanStyle('position:fixed;top:0')).toBe('')
    expect(cleanStyle('color: var(--x); width: image-set(x)')).toBe('')
    expect(cleanStyle('border-image: url(x) 30')).toBe('')
    expect(cleanStyle('color: red /* comment */')).toBe('')
  })
})
