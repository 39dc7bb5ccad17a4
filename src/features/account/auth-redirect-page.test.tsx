import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Component as AuthRedirectPage, OAUTH_CODE_KEY } from './auth-redirect-page'

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('/auth-redirect page', () => {
  it('stores the query string for the opener and closes the window', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {})
    window.history.replaceState(null, '', '/auth-redirect?code=abc&state=xyz')
    render(<AuthRedirectPage />)
    expect(localStorage.getItem(OAUTH_CODE_KEY)).toBe('code=abc&state=xyz')
    expect(localStorage.getItem('x-admin-oauth-code')).toBe('code=abc&state=xyz')
    expect(close).toHaveBeenCalled()
    expect(screen.getByText(/授权完成/)).toBeInTheDocument()
  })
})
