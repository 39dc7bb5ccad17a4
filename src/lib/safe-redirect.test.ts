import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirect('/trainres/study?id=3')).toBe('/trainres/study?id=3')
  })
  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
  ])('sends %s to /', (target) => expect(safeRedirect(target)).toBe('/'))
  it('uses the fallback when there is no target', () => {
    expect(safeRedirect(null, '/dashboard')).toBe('/dashboard')
  })
})
