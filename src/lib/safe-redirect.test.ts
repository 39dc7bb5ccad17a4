import { forwardBeforeRouting, forwardTarget, safeRedirect } from './safe-redirect'

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
  // a first segment naming a scheme: /redirect/http://host forwards to "/http://host"
  '/javascript:alert(1)',
  '/http://evil.example.com',
  '/https:%2F%2Fevil.example.com',
  '/HTTPS:/evil.example.com',
  '/%6Aavascript:alert(1)',
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
    // a colon past the first segment, or in the query, names no scheme
    expect(safeRedirect('/newslist/a:b?next=http://x')).toBe('/newslist/a:b?next=http://x')
  })

  it.each(OFF_SITE)('sends %j to /', (target) => expect(safeRedirect(target)).toBe('/'))

  it('follows the forwarder only to a path on this site, however deep it is nested', () => {
    expect(safeRedirect('/redirect/newslist?typeId=2')).toBe('/redirect/newslist?typeId=2')
    expect(safeRedirect('/redirect/redirect/dashboard')).toBe('/redirect/redirect/dashboard')
    expect(safeRedirect('/redirect//evil.example.com/x')).toBe('/')
    expect(safeRedirect('/redirect/%2F%2Fevil.example.com/x')).toBe('/')
    expect(safeRedirect('/redirect/redirect//evil.example.com/x')).toBe('/')
    expect(safeRedirect('/redirect/%5Cevil.example.com')).toBe('/')
    expect(safeRedirect('/redirect/https:%2F%2Fevil.example.com')).toBe('/')
    expect(safeRedirect('/redirect/javascript:alert(1)')).toBe('/')
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

describe('forwardBeforeRouting (a forwarder address no route matches)', () => {
  it('forwards an address with a line break to "/", or to its target when that is on this site', () => {
    expect(forwardBeforeRouting('/redirect/x%0ay', '')).toBe('/')
    expect(forwardBeforeRouting('/redirect/x%0Ay', '?a=1')).toBe('/')
    expect(forwardBeforeRouting('/redirect/%0a/evil.example.com', '')).toBe('/')
    expect(forwardBeforeRouting('/redirect/%0D%0A//evil.example.com/x', '')).toBe('/')
    expect(forwardBeforeRouting('/redirect/redirect/x%0ay', '')).toBe('/')
    expect(forwardBeforeRouting('/REDIRECT/x%0ay', '')).toBe('/')
    // U+2028 is no control character: a path on this site, though no route answers it either
    expect(forwardBeforeRouting('/redirect/news%E2%80%A8list', '?typeId=1')).toBe(
      '/news%E2%80%A8list?typeId=1',
    )
  })

  it('leaves every other address to the router', () => {
    expect(forwardBeforeRouting('/redirect/newslist', '?typeId=1')).toBeNull()
    expect(forwardBeforeRouting('/redirect//evil.example.com/x', '')).toBeNull()
    expect(forwardBeforeRouting('/redirect/%09/evil.example.com', '')).toBeNull()
    // decoded once, as the router does, "%250a" is "%0a": a route matches it
    expect(forwardBeforeRouting('/redirect/x%250ay', '')).toBeNull()
    expect(forwardBeforeRouting('/redirect/%E0%A4%A%0a', '')).toBeNull()
    expect(forwardBeforeRouting('/newslist', '?q=%0a')).toBeNull()
    expect(forwardBeforeRouting('/home%0a', '')).toBeNull()
  })
})
