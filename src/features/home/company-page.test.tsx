import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { renderApp } from '../../app/test-utils'
import { envelope } from '../../api/test-recorder'
import { fail } from '../../../mocks/respond'
import { assumedPaths } from '../../api/assumed-paths'

describe('/company', () => {
  it('lists the partners (link group 6) with logos and new-tab links', async () => {
    const bodies: unknown[] = []
    server.use(http.post(`*${assumedPaths.linksByType}`, async ({ request }) => { bodies.push(await request.clone().json()) }))
    renderApp('/company')
    expect(await screen.findByRole('heading', { level: 1, name: '合作单位' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: '合作单位列表' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    const link = within(list).getByRole('link', { name: /应急管理局/ })
    expect(link).toHaveAttribute('href', 'https://www.mem.gov.cn/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(link).getByRole('img', { name: '应急管理局' })).toHaveAttribute('src', '/mock/banners/partner-2.svg')
    // "#" does nothing: shown, but not a link
    expect(within(list).getByText('安全生产协会')).toBeInTheDocument()
    expect(within(list).queryByRole('link', { name: /安全生产协会/ })).not.toBeInTheDocument()
    expect(bodies).toEqual([{ linkType: 6 }])
  })

  it('shows 暂无数据 without partners', async () => {
    server.use(http.post(`*${assumedPaths.linksByType}`, () => envelope([])))
    renderApp('/company')
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument()
  })

  it('offers 重试 after a failure', async () => {
    server.use(http.post(`*${assumedPaths.linksByType}`, () => fail('服务繁忙'), { once: true }))
    const user = userEvent.setup()
    renderApp('/company')
    expect(await screen.findByText('合作单位加载失败')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByRole('link', { name: /总工会/ })).toBeInTheDocument()
  })
})
