import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { renderApp, setupUser } from '../../testing'

const region = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 15_000 }))
const answer = (path: string, data: unknown) => http.post(`*/Api/${path}`, () => envelope(data))

const imageNotices = [
  { noticeTitle: '内部通知', noticeSysCode: 'NT1', noticeType: 1, pcBanner: '/b1.svg' },
  {
    noticeTitle: '外部链接',
    noticeSysCode: 'NT2',
    noticeType: 2,
    noticeUrl: 'https://www.example.gov.cn/a',
    pcBanner: '/b2.svg',
    pcCoverUrlPath: '/c2.svg',
  },
  {
    noticeTitle: '危险链接',
    noticeSysCode: 'NT3',
    noticeType: 2,
    noticeUrl: 'javascript:alert(1)',
    pcBanner: '/b3.svg',
  },
  { noticeTitle: '只有封面', noticeSysCode: 'NT4', noticeType: 1, pcCoverUrlPath: '/c4.svg' },
]

async function openAs(who: 'learner' | 'admin') {
  loginAs(who)
  renderApp('/dashboard')
  await screen.findByRole('heading', { level: 1, name: '我的首页' }, { timeout: 15_000 })
}

// the whole app renders for each test: slow on a busy machine
describe('/dashboard links', { timeout: 60_000 }, () => {
  it('carousel banners follow their notice; covers open large', async () => {
    server.use(
      answer('SysConfig/sys_notice/GetIndexPageImageNotice', imageNotices),
      answer('SysConfig/sys_notice/GetHomePageImageNotice', imageNotices),
    )
    await openAs('learner')
    // slides out of view are hidden from the accessibility tree: find them by their images
    const banner = async (alt: string) => (await screen.findByAltText(alt)).closest('a')
    expect(await banner('内部通知')).toHaveAttribute('href', '/ydnotice/showview?noticeSysCode=NT1')
    const external = await banner('外部链接')
    expect(external).toHaveAttribute('href', 'https://www.example.gov.cn/a')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(await banner('危险链接')).toBeNull()
    expect(screen.queryByAltText('只有封面')).not.toBeInTheDocument()

    const covers = await region('图片公告')
    const buttons = await covers.findAllByRole('button', { name: /^查看大图：/ })
    expect(buttons.map((b) => b.textContent)).toEqual(['查看大图：外部链接', '查看大图：只有封面'])
    await setupUser().click(buttons[1])
    const preview = await screen.findByRole('dialog', { name: '只有封面' })
    expect(within(preview).getByRole('img', { name: '只有封面' })).toHaveAttribute('src', '/c4.svg')
  })

  it('lists notices and messages with their links, unread messages marked', async () => {
    server.use(
      answer('SysConfig/sys_notice/GetIndexPageListNotice', [
        {
          noticeTitle: '培训通知',
          noticeSysCode: 'NT9',
          noticeType: 1,
          releaseTime: '2026-05-01 08:30:00',
        },
        {
          noticeTitle: '外部公告',
          noticeSysCode: 'NT8',
          noticeType: 2,
          noticeUrl: 'http://www.example.cn/n',
        },
      ]),
      answer('SysConfig/sys_message/GetMessagePage', {
        models: [
          { id: 1, title: '考试提醒', isRead: 0, createTime: '2026-05-01 09:00:00' },
          { id: 2, title: '系统消息', isRead: 1, createTime: '2026-04-01 09:00:00' },
        ],
        totalCount: 2,
      }),
    )
    const wire = watchWire()
    await openAs('admin')
    const notices = await region('通知公告')
    expect(await notices.findByRole('link', { name: '培训通知' })).toHaveAttribute(
      'href',
      '/ydnotice/showview?noticeSysCode=NT9',
    )
    expect(notices.getByRole('link', { name: '外部公告' })).toHaveAttribute(
      'href',
      'http://www.example.cn/n',
    )
    expect(notices.getByText('2026-05-01 08:30')).toBeInTheDocument()
    const messages = await region('最新消息')
    expect(await messages.findByRole('link', { name: '未读：考试提醒' })).toHaveAttribute(
      'href',
      '/ydmessage/index',
    )
    expect(messages.getByRole('link', { name: '系统消息' })).toHaveAttribute(
      'href',
      '/ydmessage/index',
    )
    const [page] = await wire.to('/GetMessagePage')
    expect(page.body).toEqual({
      Search: { key: '', IsRead: '', TempleteType: '' },
      pageIndex: 1,
      pageRows: 5,
    })
  })

  it('ranks the top five with one call, the top three as learning stars', async () => {
    const learners = ['张伟', '李娜', '王芳', '刘洋', '陈静'].map((chnName, i) => ({
      chnName,
      orgName: '一车间',
      headImg: i === 0 ? '' : `/mock/covers/avatar.svg`,
      studyHoursStr: String(40 - i * 5),
    }))
    server.use(answer('Train_Manage/Train_Res/GetRankingList', learners))
    const wire = watchWire()
    await openAs('learner')
    const ranking = await region('学习排行')
    const rows = await ranking.findAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      // no avatar: the initial stands in for it
      '1第1名张张伟一车间40 学时',
      '2第2名李娜一车间35 学时',
      '3第3名王芳一车间30 学时',
      '4第4名刘洋一车间25 学时',
      '5第5名陈静一车间20 学时',
    ])
    const stars = await region('学习之星')
    expect((await stars.findAllByRole('listitem')).map((r) => r.textContent)).toEqual([
      '张第1名张伟40 学时',
      '第2名李娜35 学时',
      '第3名王芳30 学时',
    ])
    const calls = await wire.to('/GetRankingList')
    expect(calls.map((c) => c.body)).toEqual([{ limit: 5 }])
  })

  it('links a model to a page of the user menu or a web address, nothing else', async () => {
    server.use(
      answer('Fp_Manage/Fp_modelinfo/GetShowModelInfoDataList', [
        { id: 1, name: '安全知识学习', introduce: '法规与岗位知识', url: '/study/index' },
        { id: 2, name: '外部平台', url: 'https://www.example.org/' },
        { id: 3, name: '角色管理', url: '/system/role' },
      ]),
    )
    await openAs('learner')
    const models = await region('功能模块')
    expect(await models.findByRole('link', { name: /安全知识学习/ })).toHaveAttribute(
      'href',
      '/study/index',
    )
    expect(models.getByText('法规与岗位知识')).toBeInTheDocument()
    expect(models.getByRole('link', { name: '外部平台' })).toHaveAttribute(
      'href',
      'https://www.example.org/',
    )
    // a learner's menu has no role management
    expect(models.getByText('角色管理').closest('a')).toBeNull()
  })
})
