import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { renderWithProviders } from '../../../testing'
import { Component as LoginPage } from '../login-page'
import { LoginForm } from './login-form'

// login.html: the page as the build rendered it, in #root, under <html data-prerendered="login">
// (scripts/prerender-plugin.ts). The app renders over it; here, into the element holding it.
function servePrerendered({ username = '', password = '' } = {}) {
  document.documentElement.dataset.prerendered = 'login'
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = `<form method="dialog" data-prerendered-form="">
      <button type="button" role="tab">账号密码登录</button>
      <button type="button" role="tab">手机验证码登录</button>
      <input id="username" aria-label="用户名" autocomplete="username">
      <input id="password" aria-label="密码" type="password" autocomplete="current-password">
      <button type="submit">登 录</button>
      <button type="button">忘记密码?</button>
    </form>
    <button type="button">手机APP下载</button>`
  document.body.append(root)
  const field = (id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!
  field('username').value = username
  field('password').value = password
  return { root, field }
}

/** A key pressed in a field of the prerendered page, as the browser sends it (no shift). */
const typeInto = (input: HTMLInputElement, key: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))

const openLoginPage = (root: HTMLElement) =>
  renderWithProviders(<LoginPage />, { route: '/login', path: '/login', container: root })

afterEach(() => {
  delete document.documentElement.dataset.prerendered
  delete document.documentElement.dataset.prerenderedClick
})

describe('the /login page served with its form prerendered (login.html)', () => {
  it('keeps what the visitor typed before the app started, the focus and the caret', async () => {
    const { root, field } = servePrerendered({ username: 'learner', password: 'Learner@12' })
    field('password').focus()
    field('password').setSelectionRange(3, 3)
    openLoginPage(root)

    const password = await screen.findByLabelText('密码')
    expect(root.querySelector('[data-prerendered-form]')).toBeNull()
    expect(screen.getByLabelText('用户名')).toHaveValue('learner')
    expect(password).toHaveValue('Learner@12')
    expect(password).toHaveFocus()
    expect(password).toHaveProperty('selectionStart', 3)
    // taken over once: the mark is gone
    expect(document.documentElement).not.toHaveAttribute('data-prerendered')
  })

  it('keeps what the visitor typed on while the page was rendering, between two of its slices', async () => {
    const { root, field } = servePrerendered({ username: 'learner', password: 'Learn' })
    field('username').focus()
    // the visitor types on after the form's render began (it reads the form first), before its
    // commit: on into the password, the caret left after 'Learn'
    function TypedOn() {
      const password = field('password')
      if (password.isConnected) {
        password.focus()
        password.value = 'Learner@123'
        password.setSelectionRange(5, 5)
      }
      return null
    }
    renderWithProviders(
      <>
        <LoginPage />
        <TypedOn />
      </>,
      { route: '/login', path: '/login', container: root },
    )

    const password = await screen.findByLabelText('密码')
    expect(screen.getByLabelText('用户名')).toHaveValue('learner')
    expect(password).toHaveValue('Learner@123')
    expect(password).toHaveFocus()
    expect(password).toHaveProperty('selectionStart', 5)
  })

  it('keeps the focus on 忘记密码? from before the app started, not on a field the app focuses', async () => {
    await import('../../../boot/route-preload')
    const { root } = servePrerendered({ username: 'learner' })
    screen.getByRole('button', { name: '忘记密码?' }).focus()
    openLoginPage(root)
    expect(await screen.findByRole('button', { name: '忘记密码?' })).toHaveFocus()
    expect(document.documentElement).not.toHaveAttribute('data-prerendered-focus')
  })

  // behaviour B2.17 before the app has started: route-preload.ts notes the keys on the form
  it('shows 大写锁打开状态 for an upper-case letter typed into the password before the app started', async () => {
    await import('../../../boot/route-preload')
    const { root, field } = servePrerendered({ password: 'A' })
    field('password').focus()
    typeInto(field('password'), 'A')
    openLoginPage(root)
    expect(await screen.findByText('大写锁打开状态')).toBeInTheDocument()
    expect(screen.getByLabelText('密码')).toHaveFocus()
  })

  it('shows no caps-lock hint for lower-case typing, nor once the password field was left', async () => {
    await import('../../../boot/route-preload')
    const first = servePrerendered({ password: 'Ab' })
    first.field('password').focus()
    typeInto(first.field('password'), 'A')
    typeInto(first.field('password'), 'b')
    const page = openLoginPage(first.root)
    expect(await screen.findByLabelText('密码')).toHaveValue('Ab')
    expect(screen.queryByText('大写锁打开状态')).not.toBeInTheDocument()
    page.unmount()
    first.root.remove()

    const second = servePrerendered({ password: 'A' })
    second.field('password').focus()
    typeInto(second.field('password'), 'A')
    second.field('username').focus()
    openLoginPage(second.root)
    expect(await screen.findByLabelText('用户名')).toHaveFocus()
    expect(screen.queryByText('大写锁打开状态')).not.toBeInTheDocument()
  })

  it('sends a form the visitor submitted before the app started, once', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('*/Api/User/user_user/LoginStep1', async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    const { root } = servePrerendered({ username: 'learner', password: 'Learner@123' })
    root.querySelector('form')!.setAttribute('data-submitted', '')
    // as main.tsx renders the app: StrictMode at the root runs the effects twice in development
    // (nested in a route's element it does not: the page mounts in an update there)
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      container: root,
      strict: true,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(bodies).toEqual([{ username: 'learner', password: 'Learner@123' }])
  })

  it('asks for the password of a form submitted without one', async () => {
    const { root } = servePrerendered({ username: 'learner' })
    root.querySelector('form')!.setAttribute('data-submitted', '')
    openLoginPage(root)
    expect(await screen.findByText('请输入密码')).toBeInTheDocument()
    expect(screen.getByLabelText('用户名')).toHaveValue('learner')
  })

  it('repeats the last button pressed before the app started (the phone tab)', async () => {
    await import('../../../boot/route-preload')
    const { root } = servePrerendered()
    screen.getByRole('tab', { name: '手机验证码登录' }).click()
    openLoginPage(root)
    expect(await screen.findByRole('tab', { name: '手机验证码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(document.documentElement).not.toHaveAttribute('data-prerendered-click')
  })

  it('leaves a prerendered form alone when the form is not the /login page (the login dialog)', async () => {
    const { root } = servePrerendered({ username: 'learner' })
    renderWithProviders(<LoginForm onSuccess={() => {}} />, { container: root })
    expect(await screen.findByLabelText('用户名')).toHaveValue('')
    expect(document.documentElement).toHaveAttribute('data-prerendered', 'login')
  })

  it('takes nothing over on a page served without the mark (index.html, a visit within the app)', async () => {
    const { root } = servePrerendered({ username: 'learner' })
    delete document.documentElement.dataset.prerendered
    openLoginPage(root)
    expect(await screen.findByLabelText('用户名')).toHaveValue('')
  })
})

describe('route-preload.ts before the app has started', () => {
  it('notes a submission of the prerendered form', async () => {
    await import('../../../boot/route-preload')
    const { root } = servePrerendered()
    const form = root.querySelector('form')!
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(form).toHaveAttribute('data-submitted')
    root.remove()
  })

  it('notes the last button pressed on the prerendered page, but not 登 录', async () => {
    await import('../../../boot/route-preload')
    const { root } = servePrerendered()
    const noted = () => document.documentElement.dataset.prerenderedClick
    screen.getByRole('button', { name: '忘记密码?' }).click()
    const forgot = noted()
    screen.getByRole('button', { name: '手机APP下载' }).click()
    const app = noted()
    expect(app).toBeDefined()
    expect(app).not.toBe(forgot)
    // a submission is noted as one (data-submitted), not as a press
    root
      .querySelector<HTMLButtonElement>('button[type="submit"]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(noted()).toBe(app)
    root.remove()
    delete document.documentElement.dataset.prerenderedClick
  })

  it('notes no button pressed once the app has the page', async () => {
    await import('../../../boot/route-preload')
    const { root } = servePrerendered()
    delete document.documentElement.dataset.prerendered
    screen.getByRole('button', { name: '忘记密码?' }).click()
    expect(document.documentElement).not.toHaveAttribute('data-prerendered-click')
    root.remove()
  })

  it('notes caps lock on the prerendered password field only, and only before the app has it', async () => {
    await import('../../../boot/route-preload')
    const { root, field } = servePrerendered()
    const form = root.querySelector('form')!
    typeInto(field('username'), 'A')
    expect(form).not.toHaveAttribute('data-caps-lock')
    typeInto(field('password'), 'A')
    expect(form).toHaveAttribute('data-caps-lock', 'on')
    typeInto(field('password'), 'a')
    expect(form).toHaveAttribute('data-caps-lock', 'off')
    delete document.documentElement.dataset.prerendered
    typeInto(field('password'), 'A')
    expect(form).toHaveAttribute('data-caps-lock', 'off')
    root.remove()
  })

  it('notes no submission of any other form', async () => {
    await import('../../../boot/route-preload')
    const form = document.createElement('form')
    document.body.append(form)
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(form).not.toHaveAttribute('data-submitted')
    form.remove()
  })
})
