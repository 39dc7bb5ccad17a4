import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { antd, renderApp } from '../testing'
import { loginAs } from '../../mocks/test-harness'

// Each test renders the whole shell first (session, menus and the page): seconds of CPU, and on a
// machine shared with other runs its first query outlasts the default 5 s even with the route
// code loaded beforehand (measured 3-7 s). The setup file resets this for the next file.
configure({ asyncUtilTimeout: 8000 })

/** The two avatars of the shell: in the sidebar's user block and on the navbar's user button. */
function avatars() {
  const sidebar = screen.getByRole('complementary', { name: '侧边栏' })
  const navbarUser = screen.getByRole('button', { name: /用户中心/ })
  return [sidebar, navbarUser].map((el) => antd.avatar(el)!)
}

describe('avatar colour', () => {
  it('follows the theme colour chosen in the settings drawer', async () => {
    loginAs('admin')
    const user = userEvent.setup()
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
