import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { antd, renderApp, setupUser } from '../../testing'
import { envelope } from '../../../mocks/test-harness'
import { fail } from '../../../mocks/respond'
import { assumedPaths } from '../../api/assumed-paths'

describe('/company', () => {
  it('lists the partners (link group 6) with logos and new-tab links', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`*${assumedPaths.linksByType}`, async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    renderApp('/company')
    expect(await screen.findByRole('heading', { level: 1, name: '合作单位' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: '合作单位列表' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    const link = within(list).getByRole('link', { name: /应急管理局/ })
    expect(link).toHaveAttribute('href', 'https://www.mem.gov.cn/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    // the name shows beside the logo, so the logo is decorative and the link is named once
    const logo = link.querySelector('img')!
    expect(logo).toHaveAttribute('src', '/mock/banners/partner-2.svg')
    expect(logo).toHaveAttribute('alt', '')
    expect(link).toHaveAccessibleName('应急管理局')
    // "#" does nothing: shown, but not a link
    expect(within(list).getByText('安全生产协会')).toBeInTheDocument()
    expect(within(list).queryByRole('link', { name: /安全生产协会/ })).not.toBeInTheDocument()
    // link group 6; the frame's top navigation asks for group 1
    expect(bodies).toContainEqual({ linkType: 6 })
    expect(bodies.filter((b) => (b as { linkType: number }).linkType !== 1)).toEqual([
      { linkType: 6 },
    ])
  })

  it('shows 暂无数据 without partners', async () => {
    server.use(http.post(`*${assumedPaths.linksByType}`, () => envelope([])))
    renderApp('/company')
    expect(await antd.findEmpty()).toBeInTheDocument()
  })

  it('offers 重试 after a failure', async () => {
    // failing until 重试 (the route's loader and the page may each ask once)
    let failing = true
    server.use(
      http.post(`*${assumedPaths.linksByType}`, async ({ request }) => {
        const { linkType } = (await request.clone().json()) as { linkType: number }
        if (linkType === 6 && failing) return fail('服务繁忙')
      }),
    )
    const user = setupUser()
    renderApp('/company')
    expect(await screen.findByText('合作单位加载失败')).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByRole('link', { name: /总工会/ })).toBeInTheDocument()
  })
})
