import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CountdownButton } from './countdown-button'
import { setupUser } from '../../testing'

afterEach(() => {
  vi.useRealTimers()
})

// A button that showed its spinner keeps a fading "loading" icon in jsdom, so names are matched loosely.
describe('CountdownButton', () => {
  it('is disabled without a phone', () => {
    render(<CountdownButton phone="" onSend={vi.fn()} />)
    expect(screen.getByRole('button', { name: /获取验证码/ })).toBeDisabled()
  })

  it('is enabled without a phone when needsPhone is false', () => {
    render(<CountdownButton needsPhone={false} onSend={vi.fn()} />)
    expect(screen.getByRole('button', { name: /获取验证码/ })).toBeEnabled()
  })

  it('shows loading while sending, then counts down and unlocks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime })
    let resolve: () => void = () => {}
    const onSend = vi.fn(() => new Promise<void>((r) => (resolve = r)))
    render(<CountdownButton phone="13800138000" seconds={3} onSend={onSend} />)

    await user.click(screen.getByRole('button', { name: /获取验证码/ }))
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button')).toHaveClass('ant-btn-loading')

    await act(async () => resolve())
    expect(screen.getByRole('button', { name: /3秒后重新获取/ })).toBeDisabled()
    await act(async () => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: /2秒后重新获取/ })).toBeDisabled()
    for (const _ of [1, 2]) await act(async () => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: /获取验证码/ })).toBeEnabled()
  })

  it('counts 60 seconds by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime })
    render(<CountdownButton phone="13800138000" onSend={() => Promise.resolve()} />)
    await user.click(screen.getByRole('button', { name: /获取验证码/ }))
    expect(await screen.findByRole('button', { name: /60秒后重新获取/ })).toBeDisabled()
  })

  it('starts no countdown when sending fails', async () => {
    const user = setupUser()
    // a refusal as the request layer rejects with it (and has already shown)
    const refused = { status: 'BUSINESS', message: '发送过于频繁' }
    render(<CountdownButton phone="13800138000" onSend={() => Promise.reject(refused)} />)
    await user.click(screen.getByRole('button', { name: /获取验证码/ }))
    await waitFor(() => {
      const button = screen.getByRole('button', { name: /获取验证码/ })
      expect(button).toBeEnabled()
      expect(button).not.toHaveClass('ant-btn-loading')
    })
    expect(screen.queryByText(/秒后重新获取/)).not.toBeInTheDocument()
  })
})
