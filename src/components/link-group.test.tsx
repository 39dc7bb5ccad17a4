import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, setupUser } from '../testing'
import type { Link } from '../api/types'
import { LinkGroup } from './link-group'

const links: Link[] = [
  { pcLinkName: '第一课堂', pcLinkUrl: '' },
  { pcLinkName: '在线考试', pcLinkUrl: 'https://example.com/exam' },
  { pcLinkName: '证书查询', pcLinkUrl: '#' },
  { pcLinkName: '学时查询', pcLinkUrl: '' },
]

describe('LinkGroup', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sends 第一课堂 to /firstclassindex inside the app', async () => {
    const { router } = renderWithProviders(<LinkGroup links={links} />, {
      route: '/home',
      path: '/home',
    })
    await setupUser().click(screen.getByRole('link', { name: '第一课堂' }))
    expect(router.state.location.pathname).toBe('/firstclassindex')
  })

  it('opens an external link in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { router } = renderWithProviders(<LinkGroup links={links} />, {
      route: '/home',
      path: '/home',
    })
    const link = screen.getByRole('link', { name: '在线考试' })
    expect(link).toHaveAttribute('target', '_blank')
    await setupUser().click(link)
    expect(open).toHaveBeenCalledWith('https://example.com/exam', '_blank', 'noopener,noreferrer')
    expect(router.state.location.pathname).toBe('/home')
  })

  it('does nothing for # and empty urls (plain text, not links)', async () => {
    const user = setupUser()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { router } = renderWithProviders(<LinkGroup links={links} />, {
      route: '/home',
      path: '/home',
    })
    expect(screen.queryByRole('link', { name: '证书查询' })).not.toBeInTheDocument()
    await user.click(screen.getByText('证书查询'))
    await user.click(screen.getByText('学时查询'))
    expect(open).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/home')
  })

  it('shows 暂无数据 without links', () => {
    renderWithProviders(<LinkGroup links={[]} />)
    expect(screen.getByText('暂无数据', { ignore: 'title, script, style' })).toBeInTheDocument()
  })
})
