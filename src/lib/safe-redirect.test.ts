import { forwardTarget, safeRedirect } from './safe-redirect'

// Ways a link can name another site: each must come back as "/" (or the fallback).
const OFF_SITE = [
  'https://evil.example.com/x',
  'http:evil.example.com',
  '//evil.example.com/x',
  '///evil.example.com/x',
  '/\\evil.example.com',
  '\\\\evil.example.com',
  '/%2F%2Fevil.example.com/x',
  '/%2fevil.example.com',
  '%2F%2Fevil.example.com',
  '/%252F%252Fevil.example.com/x',
  '/%5Cevil.example.com',
  '/%255Cevil.example.com',
  '/\t/evil.example.com',
  '/\n/evil.example.com',
  '/%09/evil.example.com',
  '/%0A/evil.example.com',
  '/%0d%0a/evil.example.com',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'dashboard',
  '/%E0%A4%A',
  '',
]

describe('safeRedirect', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirect('/trainres/study?id=3')).toBe('/trainres/study?id=3')
    expect(safeRedirect('/newslist?typeId=2#top')).toBe('/newslist?typeId=2#top')
    expect(safeRedirect('/ysUserExam/exam?examCode=E1&next=//x')).toBe(
      '/ysUserExam/exam?examCode=E1&next=//x',
    )
  })

  it.each(OFF_SITE)('sends %j to /', (target) => expect(safeRedirect(target)).toBe('/'))

  it('follows the forwarder only to a path on this site, however deep it is nested', () => {
    expect(safeRedirect('/redirect/newslist?typeId=2')).toBe('/redirect/newslist?typeId=2')
    expect(safeRedirect('/redirect/redirect/dashboard')).toBe('/redirect/redirect/dashboard')
    expect(safeRedirect('/redirect//evil.example.com/x')).toBe('/')
    expect(safeRedirect('/redirect/%2F%2Fevil.example.com/x')).toBe('/')
    expect(safeRedirect('/redirect/redirect//evil.example.com/x')).toBe('/')
    expect(safeRedirect('/redirect/%5Cevil.example.com')).toBe('/')
  })

  it('uses the fallback when there is no target', () => {
    expect(safeRedirect(null, '/dashboard')).toBe('/dashboard')
  })
})

describe('forwardTarget (/redirect/{path})', () => {
  it('forwards to "/" + path with the same query', () => {
    expect(forwardTarget('/redirect/newslist', '?typeId=2')).toBe('/newslist?typeId=2')
    expect(forwardTarget('/redirect/ysUserExam/exam', '?examCode=E1')).toBe(
      '/ysUserExam/exam?examCode=E1',
    )
    expect(forwardTarget('/redirect/', '')).toBe('/')
  })

  it.each(OFF_SITE.filter((t) => t.startsWith('/')).map((t) => t.slice(1)))(
    'forwards /redirect/%j nowhere',
    (rest) => expect(forwardTarget(`/redirect/${rest}`, '')).toBeNull(),
  )

  it('forwards nowhere when the target is a forwarder to another site', () => {
    expect(forwardTarget('/redirect/redirect//evil.example.com/x', '')).toBeNull()
    expect(forwardTarget('/redirect/redirect/%2F%2Fevil.example.com', '')).toBeNull()
  })

  it('keeps a query that names the forwarder: the login page judges it when it follows it', () => {
    expect(forwardTarget('/redirect/login', '?redirect=/dashboard')).toBe(
      '/login?redirect=/dashboard',
    )
  })
})
