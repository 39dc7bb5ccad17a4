import { describe, expect, it } from 'vitest'
import { messageTarget } from './message-link'

const url = (pc: unknown) => JSON.stringify({ pc })

describe('messageTarget', () => {
  it('reads pc.value.path and its query', () => {
    expect(
      messageTarget(
        url({ type: 1, value: { path: '/ysUserExam/exam', query: { examCode: 'EX1' } } }),
      ),
    ).toEqual({ pathname: '/ysUserExam/exam', search: '?examCode=EX1' })
  })

  it('takes a path without query, an empty query and numbers in the query', () => {
    expect(messageTarget(url({ value: { path: '/dashboard' } }))).toEqual({
      pathname: '/dashboard',
      search: '',
    })
    expect(messageTarget(url({ value: { path: '/dashboard', query: {} } }))?.search).toBe('')
    expect(messageTarget(url({ value: { path: '/trainres/study', query: { id: 1021 } } }))).toEqual(
      { pathname: '/trainres/study', search: '?id=1021' },
    )
  })

  it('encodes query values and keeps a query written into the path', () => {
    expect(
      messageTarget(
        url({ value: { path: '/newslist?typeId=1', query: { keyword: '安全 培训&' } } }),
      ),
    ).toEqual({
      pathname: '/newslist',
      search: `?${new URLSearchParams({ typeId: '1', keyword: '安全 培训&' })}`,
    })
  })

  it('drops query values that are not plain', () => {
    expect(
      messageTarget(url({ value: { path: '/a', query: { x: null, y: { z: 1 }, ok: 'yes' } } })),
    ).toEqual({ pathname: '/a', search: '?ok=yes' })
  })

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['not JSON', 'not json'],
    ['a plain url', '/dashboard'],
    ['JSON null', 'null'],
    ['a JSON list', '[1,2]'],
    ['no pc', JSON.stringify({ app: { value: { path: '/dashboard' } } })],
    ['pc without value', url({ type: 1 })],
    ['no path', url({ value: { query: { a: '1' } } })],
    ['an empty path', url({ value: { path: '  ' } })],
    ['a path that is not text', url({ value: { path: 42 } })],
    ['another site', url({ value: { path: 'https://evil.example/x' } })],
    ['a protocol-relative url', url({ value: { path: '//evil.example/x' } })],
    ['a backslash trick', url({ value: { path: '/\\evil.example' } })],
    ['javascript:', url({ value: { path: 'javascript:alert(1)' } })],
    ['a relative path', url({ value: { path: 'dashboard' } })],
  ])('names no target for %s', (_, messageUrl) => {
    expect(messageTarget(messageUrl)).toBeNull()
  })
})
