import { render, screen, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { Providers } from '../app/providers'
import { makeStore } from '../app/store'
import { signedInStore } from '../testing'
import { tokenFor, watchWire } from '../../mocks/test-harness'
import { request, type HttpError } from './http'
import { sessionReplaced } from './session-owner'

// Another tab of the same browser logs in: the token cookie changes under this tab's session.

const SAVE = '/Api/User/user_user/UpdateUserInfoByUser'
const NOTICE = '本窗口的登录已结束'

const save = () =>
  request({ url: SAVE, method: 'POST', data: { chnName: '张伟' } }).then(
    () => undefined,
    (error: HttpError) => error,
  )

beforeEach(() => {
  render(
    <Providers store={makeStore()}>
      <div />
    </Providers>,
  )
})

describe('a login in another tab', () => {
  it('of another account ends the session here: says so, and sends nothing more', async () => {
    await signedInStore('learner')
    const wire = watchWire()
    Cookies.set('Admin-Token', tokenFor('admin'))
    expect(await save()).toMatchObject({ status: 'CANCELLED' })
    const notice = await screen.findByRole('dialog', { name: NOTICE })
    expect(
      within(notice).getByText(
        /其他窗口已登录了另一个账号。为避免把本窗口的答卷或资料提交到另一个账号/,
      ),
    ).toBeInTheDocument()
    expect(within(notice).getByRole('button', { name: '刷新页面' })).toBeInTheDocument()
    // nor later, whichever token the cookie holds by then
    Cookies.set('Admin-Token', tokenFor('learner', 'yet-another'))
    expect(await save()).toMatchObject({ status: 'CANCELLED' })
    expect(await wire.to(SAVE)).toEqual([])
    expect(sessionReplaced()).toBe(true)
    // the cookie is the other tab's session: it stays
    expect(Cookies.get('Admin-Token')).toBe('yet-another')
  })

  it('of the same account (a new token) is followed: the calls go with the new token', async () => {
    await signedInStore('learner')
    const wire = watchWire()
    Cookies.set('Admin-Token', tokenFor('learner', 'learner-again'))
    expect(await save()).toBeUndefined()
    const [sent] = await wire.to(SAVE)
    expect(sent.headers.get('Authorization')).toBe('Bearer learner-again')
    expect(screen.queryByRole('dialog', { name: NOTICE })).not.toBeInTheDocument()
    expect(sessionReplaced()).toBe(false)
  })

  it('that logged out leaves the calls as they were: sent without a token, no notice', async () => {
    await signedInStore('learner')
    const wire = watchWire()
    Cookies.remove('Admin-Token')
    await save()
    const [sent] = await wire.to(SAVE)
    expect(sent.headers.get('Authorization')).toBeNull()
    expect(screen.queryByRole('dialog', { name: NOTICE })).not.toBeInTheDocument()
  })
})
