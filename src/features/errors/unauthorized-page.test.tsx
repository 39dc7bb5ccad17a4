import { screen, waitFor } from '@testing-library/react'
import { renderApp, setupUser } from '../../testing'
import { loginAs } from '../../../mocks/test-harness'

async function clickBack() {
  await setupUser().click(await screen.findByRole('button', { name: /返\s*回/ }))
}

describe('401 page back button (behaviour B2.42)', () => {
  it('tells the user to contact their leader', async () => {
    renderApp('/401')
    expect(await screen.findByText(/请联系您的领导/)).toBeInTheDocument()
  })

  it('goes to /dashboard when noGoBack is set, even with an earlier page', async () => {
    loginAs('learner')
    const { router } = renderApp(['/newslist', '/401?noGoBack=1'])
    await clickBack()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('treats an empty noGoBack as set', async () => {
    loginAs('learner')
    const { router } = renderApp(['/newslist', '/401?noGoBack='])
    await clickBack()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('goes back one step without noGoBack', async () => {
    loginAs('learner')
    const { router } = renderApp(['/newslist', '/401'])
    await clickBack()
    await waitFor(() => expect(router.state.location.pathname).toBe('/newslist'))
  })

  it('goes to /dashboard when there is no earlier page of the app', async () => {
    loginAs('learner')
    const { router } = renderApp('/401')
    await clickBack()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})
