import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../testing'
import { PublicFooter } from './public-footer'

function footer() {
  renderWithProviders(<PublicFooter />)
  return within(screen.getByRole('contentinfo'))
}

describe('PublicFooter', () => {
  it('shows the configured contacts and filing number', () => {
    vi.stubEnv('VITE_SERVICE_PHONE', '0571-8888 6666')
    vi.stubEnv('VITE_SERVICE_EMAIL', 'help@gsypx.cn')
    vi.stubEnv('VITE_SERVICE_ADDRESS', '杭州市上城区解放路 1 号')
    vi.stubEnv('VITE_FILING_NUMBER', '浙ICP备00000000号')
    const view = footer()
    expect(view.getByText('08:30-16:30', { exact: false })).toBeInTheDocument()
    expect(view.getByRole('link', { name: '0571-8888 6666' })).toHaveAttribute(
      'href',
      'tel:0571-8888 6666',
    )
    expect(view.getByRole('link', { name: 'help@gsypx.cn' })).toHaveAttribute(
      'href',
      'mailto:help@gsypx.cn',
    )
    expect(view.getByText('地址：杭州市上城区解放路 1 号')).toBeInTheDocument()
    expect(view.getByText(/浙ICP备00000000号/)).toBeInTheDocument()
  })

  it('hides the lines the deployment leaves unset, but always shows the hours', () => {
    vi.stubEnv('VITE_SERVICE_PHONE', '')
    vi.stubEnv('VITE_SERVICE_EMAIL', '')
    vi.stubEnv('VITE_SERVICE_ADDRESS', '')
    vi.stubEnv('VITE_FILING_NUMBER', '')
    const view = footer()
    expect(view.getByText('服务时间：08:30-16:30（工作日）')).toBeInTheDocument()
    expect(view.queryByText(/服务热线/)).not.toBeInTheDocument()
    expect(view.queryByText(/服务邮箱/)).not.toBeInTheDocument()
    expect(view.queryByText(/地址/)).not.toBeInTheDocument()
    expect(view.queryByRole('heading', { name: '联系我们' })).not.toBeInTheDocument()
    expect(view.queryByText(/部署配置/)).not.toBeInTheDocument()
    expect(view.queryByText(/example\.com|400-000-0000/)).not.toBeInTheDocument()
    // the copyright line stands alone, without a dangling separator
    expect(view.getByText(/^Copyright © \d{4} 工伤预防在线培训平台$/)).toBeInTheDocument()
  })
})
