import { linkAction, newsAction, noticeAction, runLinkAction } from './public-links'

describe('public click rules (spec 2)', () => {
  it('sends 第一课堂 to /firstclassindex and other links to a new window', () => {
    expect(linkAction({ pcLinkName: '第一课堂', pcLinkUrl: 'https://x.example' })).toEqual({ kind: 'route', to: '/firstclassindex' })
    expect(linkAction({ pcLinkName: '人社部', pcLinkUrl: 'https://www.mohrss.gov.cn' })).toEqual({ kind: 'window', url: 'https://www.mohrss.gov.cn' })
  })
  it.each(['', '#', '  ', 'javascript:alert(1)'])('does nothing for the url %j', (url) => {
    expect(linkAction({ pcLinkName: '占位', pcLinkUrl: url })).toEqual({ kind: 'none' })
  })
  it('opens notices by type', () => {
    expect(noticeAction({ noticeType: 1, noticeSysCode: 'N 1' })).toEqual({ kind: 'window', url: '/viewnoticeitem?noticeSysCode=N%201' })
    expect(noticeAction({ noticeType: 2, noticeSysCode: 'N2', noticeUrl: 'https://notice.example' })).toEqual({ kind: 'window', url: 'https://notice.example' })
  })
  it('opens news by releaseType', () => {
    expect(newsAction({ releaseType: 0, id: 7 })).toEqual({ kind: 'window', url: '/newsitem?newsId=7' })
    expect(newsAction({ releaseType: 1, id: 8, linkURL: 'https://news.example' })).toEqual({ kind: 'window', url: 'https://news.example' })
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
