import {
  appPath,
  externalUrl,
  isCurrentRoute,
  linkAction,
  newsAction,
  noticeAction,
  runLinkAction,
} from './public-links'

describe('public click rules (behaviour B2.11, B2.13)', () => {
  it('sends 第一课堂 to /firstclassindex and other links to a new window', () => {
    expect(linkAction({ pcLinkName: '第一课堂', pcLinkUrl: 'https://x.example' })).toEqual({
      kind: 'route',
      to: '/firstclassindex',
    })
    expect(linkAction({ pcLinkName: '人社部', pcLinkUrl: 'https://www.mohrss.gov.cn' })).toEqual({
      kind: 'window',
      url: 'https://www.mohrss.gov.cn',
    })
  })
  it.each([
    '',
    '#',
    '  ',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'javascript:1',
    '学时查询',
    'localhost',
  ])('does nothing for the url %j', (url) => {
    expect(linkAction({ pcLinkName: '占位', pcLinkUrl: url })).toEqual({ kind: 'none' })
  })
  it.each([
    ['www.mohrss.gov.cn', 'http://www.mohrss.gov.cn'],
    [' zj.gov.cn/col/index.html?id=3 ', 'http://zj.gov.cn/col/index.html?id=3'],
    ['www.x.cn:8080/a', 'http://www.x.cn:8080/a'],
    ['10.0.0.8/study', 'http://10.0.0.8/study'],
    ['HTTPS://www.gov.cn/', 'HTTPS://www.gov.cn/'],
    ['//cdn.example.com/a', '//cdn.example.com/a'],
    ['/mock/files/regulation-safety.pdf', '/mock/files/regulation-safety.pdf'],
  ])('opens %j as %j', (url, expected) => {
    expect(externalUrl(url)).toBe(expected)
    expect(linkAction({ pcLinkName: '外链', pcLinkUrl: url })).toEqual({
      kind: 'window',
      url: expected,
    })
  })
  it.each([
    ['/home', '/home'],
    ['/', '/home'],
    ['/newslist?typeId=2', '/newslist?typeId=2'],
    [' /company ', '/company'],
    ['/firstclassindex/', '/firstclassindex'],
    [`${window.location.origin}/newslist?typeId=1#top`, '/newslist?typeId=1#top'],
  ])('keeps the site page %j in the tab as the route %j', (url, to) => {
    expect(appPath(url)).toBe(to)
    expect(linkAction({ pcLinkName: '本站', pcLinkUrl: url })).toEqual({ kind: 'route', to })
  })
  it('knows which route is the page being shown', () => {
    const at = (pathname: string, search = '') => ({ pathname, search })
    expect(isCurrentRoute('/home', at('/home'))).toBe(true)
    expect(isCurrentRoute('/newslist?typeId=1', at('/newslist', '?typeId=1&page=2'))).toBe(true)
    expect(isCurrentRoute('/newslist?typeId=1', at('/newslist', '?typeId=2'))).toBe(false)
    expect(isCurrentRoute('/company', at('/home'))).toBe(false)
  })
  it('applies the same rule to external notices and news', () => {
    expect(noticeAction({ noticeType: 2, noticeSysCode: 'N3', noticeUrl: 'www.gov.cn' })).toEqual({
      kind: 'window',
      url: 'http://www.gov.cn',
    })
    expect(newsAction({ releaseType: 1, id: 9, linkURL: 'javascript:alert(1)' })).toEqual({
      kind: 'none',
    })
  })
  it('opens notices by type', () => {
    expect(noticeAction({ noticeType: 1, noticeSysCode: 'N 1' })).toEqual({
      kind: 'window',
      url: '/viewnoticeitem?noticeSysCode=N+1',
    })
    expect(
      noticeAction({ noticeType: 2, noticeSysCode: 'N2', noticeUrl: 'https://notice.example' }),
    ).toEqual({ kind: 'window', url: 'https://notice.example' })
  })
  it('opens news by releaseType', () => {
    expect(newsAction({ releaseType: 0, id: 7 })).toEqual({
      kind: 'window',
      url: '/newsitem?newsId=7',
    })
    expect(newsAction({ releaseType: 1, id: 8, linkURL: 'https://news.example' })).toEqual({
      kind: 'window',
      url: 'https://news.example',
    })
  })
  it('runs an action', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const navigate = vi.fn()
    runLinkAction({ kind: 'route', to: '/firstclassindex' }, navigate)
    runLinkAction({ kind: 'window', url: 'https://a.example' }, navigate)
    runLinkAction({ kind: 'none' }, navigate)
    expect(navigate).toHaveBeenCalledWith('/firstclassindex')
    expect(open).toHaveBeenCalledWith('https://a.example', '_blank', 'noopener,noreferrer')
    expect(open).toHaveBeenCalledTimes(1)
  })
})
