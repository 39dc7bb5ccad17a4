import { assumedPaths } from '../../src/api/assumed-paths'
import type { NoticeDetail } from '../../src/api/sys-notice'
import type { News } from '../../src/api/base-news'
import type { Notice } from '../../src/api/sys-notice'
import type { Link } from '../../src/api/types'
import { call } from '../test-client'

describe('public site mocks', () => {
  it('pages news by type, newest first, with keyword search', async () => {
    const body = {
      search: { typeid: 1, keyword: '' },
      pageIndex: 1,
      pageRows: 5,
      sortField: 'ReleaseTime',
      sortType: 'desc',
    }
    const page1 = await call<News[]>(assumedPaths.newsPage, { body })
    expect(page1.total).toBe(12)
    expect(page1.data).toHaveLength(5)
    expect([...page1.data].sort((a, b) => b.releaseTime!.localeCompare(a.releaseTime!))).toEqual(
      page1.data,
    )
    const page3 = await call<News[]>(assumedPaths.newsPage, { body: { ...body, pageIndex: 3 } })
    expect(page3.data).toHaveLength(2)
    const found = await call<News[]>('/Api/Base_Manage/Base_News/GetLatestNewsDataList', {
      body: { ...body, search: { typeid: 2, keyword: '工伤认定' } },
    })
    expect(found.data.map((n) => n.fullHead)).toEqual(['工伤认定办法'])
    const home = await call<News[]>(assumedPaths.newsByType, { body: { typeid: 2, limit: 6 } })
    expect(home.data).toHaveLength(6)
    expect(home.data.every((n) => n.typeid === 2)).toBe(true)
  })

  it('serves notices by type with details and attachments', async () => {
    const list = await call<Notice[]>('/Api/SysConfig/sys_notice/GetIndexPageListNotice', {
      query: { Type: 4, limit: 6 },
    })
    expect(list.data).toHaveLength(6)
    expect(list.data.every((n) => n.status === 2)).toBe(true)
    const detail = await call<NoticeDetail>('/Api/SysConfig/sys_notice/GetDetailBySysCode', {
      query: { noticeSysCode: 'NT20260001' },
    })
    expect(detail.data.notice.noticeValue).toContain('<p>')
    expect(detail.data.attachments[0]).toMatchObject({
      enclosureName: '通知附件.pdf',
      enclosurloadUrl: '/mock/files/notice-attachment.pdf',
    })
    expect(
      await call('/Api/SysConfig/sys_notice/GetDetailBySysCode', {
        query: { noticeSysCode: 'nope' },
      }),
    ).toMatchObject({ success: false })
  })

  it('serves every link group in order', async () => {
    for (let linkType = 0; linkType <= 6; linkType += 1) {
      const links = await call<Link[]>(assumedPaths.linksByType, { body: { linkType } })
      expect(links.data.length).toBeGreaterThan(0)
      expect(links.data.map((l) => l.sortOrder)).toEqual(
        [...links.data.map((l) => l.sortOrder!)].sort((a, b) => a - b),
      )
    }
  })
})
