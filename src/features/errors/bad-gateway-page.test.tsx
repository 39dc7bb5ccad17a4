import { screen, waitFor } from '@testing-library/react'
import { renderApp, setupUser } from '../../testing'

async function clickBack() {
  await setupUser().click(await screen.findByRole('button', { name: /返回上一页/ }))
}

describe('502 page back button', () => {
  it('says the server cannot answer', async () => {
    renderApp('/502')
    expect(await screen.findByText('服务器暂时无法响应，请稍后重试。')).toBeInTheDocument()
  })

  it('goes back one step to the earlier page', async () => {
    const { router } = renderApp(['/newslist?typeId=2', '/502'])
    await clickBack()
    await waitFor(() => expect(router.state.location.pathname).toBe('/newslist'))
    expect(router.state.location.search).toBe('?typeId=2')
  })

  it('goes to the home page when opened in a fresh tab', async () => {
    const { router } = renderApp('/502')
    await clickBack()
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })
})
