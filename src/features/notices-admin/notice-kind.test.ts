import { describe, expect, it } from 'vitest'
import { noticeCategoryLabel, noticeOpening, noticeTypeLabel, safeExternalUrl } from './notice-kind'

describe('noticeTypeLabel', () => {
  it('calls noticeType 2 an external link and anything else a page of this site', () => {
    expect(noticeTypeLabel(2)).toBe('外部链接')
    expect(noticeTypeLabel('2')).toBe('外部链接')
    expect(noticeTypeLabel(1)).toBe('站内页面')
    expect(noticeTypeLabel(undefined)).toBe('站内页面')
    expect(noticeTypeLabel(7)).toBe('站内页面')
  })
})

describe('noticeCategoryLabel', () => {
  it('names the home page categories and numbers the others', () => {
    expect(noticeCategoryLabel(4)).toBe('通知公告')
    expect(noticeCategoryLabel('5')).toBe('政策解读')
    expect(noticeCategoryLabel(9)).toBe('类型 9')
  })
})

describe('safeExternalUrl', () => {
  it.each([
    ['https://www.mohrss.gov.cn/', 'https://www.mohrss.gov.cn/'],
    ['  http://10.0.0.8:8080/a?b=1  ', 'http://10.0.0.8:8080/a?b=1'],
    ['HTTPS://Example.cn/x', 'https://example.cn/x'],
  ])('opens %s', (url, expected) => {
    expect(safeExternalUrl(url)).toBe(expected)
  })

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['null', null],
    ['a bare host', 'www.example.cn'],
    ['a site path', '/ydnotice/showview'],
    ['protocol-relative', '//evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with spaces', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://files.example.cn/a.pdf'],
    ['mailto:', 'mailto:a@example.cn'],
  ])('refuses %s', (_, url) => {
    expect(safeExternalUrl(url)).toBeNull()
  })
})

describe('noticeOpening', () => {
  it('opens an internal notice at /ydnotice/showview with its code', () => {
    expect(noticeOpening({ noticeType: 1, noticeSysCode: 'NT 1&2' })).toEqual({
      kind: 'view',
      href: '/ydnotice/showview?noticeSysCode=NT+1%262',
    })
  })

  it('opens an external notice at its http(s) url', () => {
    expect(
      noticeOpening({ noticeType: 2, noticeSysCode: 'NT1', noticeUrl: 'https://a.example/' }),
    ).toEqual({ kind: 'external', url: 'https://a.example/' })
  })

  it('does not open an external notice without a usable url, and says why', () => {
    expect(
      noticeOpening({ noticeType: 2, noticeSysCode: 'NT1', noticeUrl: 'javascript:alert(1)' }),
    ).toEqual({ kind: 'blocked', reason: '链接地址不是 http 或 https 网址，不能打开' })
    expect(noticeOpening({ noticeType: 2, noticeSysCode: 'NT1', noticeUrl: ' ' })).toEqual({
      kind: 'blocked',
      reason: '未设置链接地址',
    })
    expect(noticeOpening({ noticeType: 1, noticeSysCode: ' ' }).kind).toBe('blocked')
  })
})
