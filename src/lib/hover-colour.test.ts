import { hoverColour } from './hover-colour'

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('the hover colour of buttons and links', () => {
  it('keeps white text on the default theme colour above 4.5:1 (antd’s lighter #2e7ae6 is 4.2:1)', () => {
    expect(contrast('#ffffff', '#2e7ae6')).toBeLessThan(4.5)
    const hover = hoverColour('#0958d9')!
    expect(hover).not.toBe('#0958d9')
    expect(contrast('#ffffff', hover)).toBeGreaterThan(contrast('#ffffff', '#0958d9'))
  })

  it('is darker for any chosen colour, and leaves what is not #rrggbb to antd', () => {
    expect(hoverColour('#ff0000')).toBe('#e00000')
    expect(hoverColour('#1890FF')).toBe('#157fe0')
    expect(hoverColour('blue')).toBeUndefined()
  })
})
