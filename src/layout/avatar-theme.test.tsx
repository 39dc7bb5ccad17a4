import { screen, waitFor, within } from '@testing-library/react'
import { antd, preloadRoutes, renderApp, setupUser } from '../testing'
import { loginAs } from '../../mocks/test-harness'

// the shell's and the pages' code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/dashboard'), 60_000)

/** The two avatars of the shell: in the sidebar's user block and on the navbar's user button. */
function avatars() {
  const sidebar = screen.getByRole('complementary', { name: '侧边栏' })
  const navbarUser = screen.getByRole('button', { name: /用户中心/ })
  return [sidebar, navbarUser].map((el) => antd.avatar(el)!)
}

describe('avatar colour', () => {
  it('follows the theme colour chosen in the settings drawer', async () => {
    loginAs('admin')
    const user = setupUser()
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: '我的首页' })
    expect(avatars().map((a) => a.style.background)).toEqual(['rgb(9, 88, 217)', 'rgb(9, 88, 217)'])

    await user.click(screen.getByRole('button', { name: '系统布局配置' }))
    await user.click(await screen.findByLabelText('主题色'))
    const hex = await antd.colorHexInput()
    await user.clear(hex)
    await user.type(hex, '11a983')
    await waitFor(() =>
      expect(avatars().map((a) => a.style.background)).toEqual([
        'rgb(17, 169, 131)',
        'rgb(17, 169, 131)',
      ]),
    )
    expect(within(avatars()[0]).getByText('王')).toBeInTheDocument()
  })
})
