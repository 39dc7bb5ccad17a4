import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, type RequestHandler } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { fail, ok } from '../../../mocks/respond'
import { storyLogin } from '../../../mocks/story-login'
import type { Notice } from '../../api/sys-notice'
import { Component as NoticesPage } from './notices-page'

const LIST = '*/Api/SysConfig/sys_notice/GetIndexPageListNotice'
const msw = (list: RequestHandler[]) => ({ msw: { handlers: [...list, ...handlers] } })

// One of each kind: a page of this site, a safe external link, a link that may not open, a draft.
const kinds: Record<string, Notice[]> = {
  4: [
    {
      noticeSysCode: 'NT20260001',
      noticeTitle: '关于开展2026年度工伤预防能力提升培训的通知',
      noticeSecondTitle: '各参训企业请于11月底前完成报名',
      noticeType: 1,
      releaseTime: '2026-03-09 09:30:00',
      releaseName: '平台运营部',
    },
    {
      noticeSysCode: 'NT20260002',
      noticeTitle: '人社部工伤预防专题页面',
      noticeSecondTitle: '外部网站',
      noticeType: 2,
      noticeUrl: 'https://www.mohrss.gov.cn/',
      releaseTime: '2026-03-05 10:00:00',
      releaseName: '培训教研部',
    },
  ],
  5: [
    {
      noticeSysCode: 'NT20260003',
      noticeTitle: '链接地址填写有误的解读',
      noticeSecondTitle: '地址不是 http(s)',
      noticeType: 2,
      noticeUrl: 'www.example.cn/policy',
      releaseTime: '2026-03-01 08:00:00',
      releaseName: '培训教研部',
    },
    {
      noticeSysCode: 'NT20260004',
      noticeTitle: '尚未发布的政策解读',
      noticeType: 1,
      releaseTime: '1900-01-01 00:00:00',
    },
  ],
}

const meta = {
  title: 'Notices admin/NoticesPage',
  component: NoticesPage,
  loaders: [storyLogin('u-admin')],
  parameters: { route: '/notice/index' },
} satisfies Meta<typeof NoticesPage>

export default meta
type Story = StoryObj<typeof meta>

/** The mock backend's notices of both home page categories, newest first. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '通知列表' }, { timeout: 5000 })
    await expect(within(table).getAllByText('通知公告').length).toBeGreaterThan(0)
    await expect(within(table).getAllByText('政策解读').length).toBeGreaterThan(0)
  },
}

/** Each kind of row: a link to the notice page, an external link, a blocked link, a draft. */
export const RowKinds: Story = {
  parameters: msw([
    http.post(LIST, ({ request }) =>
      ok(kinds[new URL(request.url).searchParams.get('Type') ?? ''] ?? []),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const external = await canvas.findByRole('link', { name: /人社部工伤预防专题页面/ })
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.getByText('链接地址不是 http 或 https 网址，不能打开')).toBeInTheDocument()
  },
}

/** The title filter narrows the list on the client; the URL keeps it. */
export const SearchedByTitle: Story = {
  parameters: { ...msw([]), route: '/notice/index?title=培训' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByDisplayValue('培训', {}, { timeout: 5000 })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: /重\s*置/ }))
  },
}

// loading on purpose: the story check's settling waits only for its motions
export const Loading: Story = {
  parameters: { ...msw([http.post(LIST, () => delay('infinite'))]), stillLoading: true },
}

export const Empty: Story = {
  parameters: msw([http.post(LIST, () => ok([]))]),
}

export const Failed: Story = {
  parameters: msw([http.post(LIST, () => fail('通知服务繁忙，请稍后再试'))]),
}
