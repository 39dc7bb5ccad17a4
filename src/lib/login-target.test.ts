import { describe, expect, it } from 'vitest'
import { loginTarget } from './login-target'

const target = (query: string) => loginTarget(new URLSearchParams(query), '/dashboard')

describe('loginTarget', () => {
  it('falls back to the given path when there is no redirect', () => {
    expect(target('')).toBe('/dashboard')
  })

  it('keeps the other query params on the fallback', () => {
    expect(target('a=1&b=two')).toBe('/dashboard?a=1&b=two')
  })

  it('follows a redirect path and appends the other params', () => {
    expect(target('redirect=/ydmessage/index&a=1')).toBe('/ydmessage/index?a=1')
    expect(target('redirect=%2Fysuserexam%2Fexam%3FexamCode%3DE1&from=mail')).toBe(
      '/ysuserexam/exam?examCode=E1&from=mail',
    )
  })

  it('sends absolute and protocol-relative redirects to /', () => {
    expect(target('redirect=https://evil.com/x')).toBe('/')
    expect(target('redirect=//evil.com')).toBe('/')
    expect(target('redirect=//evil.com&a=1')).toBe('/?a=1')
    expect(target('redirect=/https:%2F%2Fevil.com')).toBe('/')
  })

  it('treats an empty redirect as /', () => {
    expect(target('redirect=')).toBe('/')
  })
})

describe('loginTarget through the forwarder', () => {
  it('follows a redirect to the forwarder only when it forwards to this site', () => {
    expect(target('redirect=/redirect/ydmessage/index')).toBe('/redirect/ydmessage/index')
    expect(target('redirect=/redirect//evil.example.com/x')).toBe('/')
    expect(target('redirect=%2Fredirect%2F%252F%252Fevil.example.com%2Fx')).toBe('/')
    expect(target('redirect=/redirect/%5C%5Cevil.example.com&a=1')).toBe('/?a=1')
    expect(target('redirect=/redirect/http://evil.example.com')).toBe('/')
    expect(target('redirect=%2Fredirect%2Fjavascript%3Aalert(1)')).toBe('/')
  })
})
