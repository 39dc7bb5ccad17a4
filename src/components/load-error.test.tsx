import { render, screen, within } from '@testing-library/react'
import { LoadError } from './load-error'
import { setupUser } from '../testing'

describe('LoadError', () => {
  it('says what failed with the server message, and 重试 calls back', async () => {
    const retry = vi.fn()
    const { container } = render(
      <LoadError
        title="岗位列表加载失败"
        error={{ status: 'BUSINESS', message: '服务繁忙' }}
        onRetry={retry}
      />,
    )
    // scoped: a toast of another test may still be fading out with its own alert role
    expect(within(container).getByRole('alert')).toHaveTextContent('岗位列表加载失败')
    expect(screen.getByText('服务繁忙')).toBeInTheDocument()
    await setupUser().click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('reads an Error and leaves out a message it cannot read', () => {
    const { rerender } = render(
      <LoadError error={new Error('列表数据格式错误')} onRetry={() => {}} />,
    )
    expect(screen.getByText('列表加载失败')).toBeInTheDocument()
    expect(screen.getByText('列表数据格式错误')).toBeInTheDocument()
    rerender(<LoadError error="oops" onRetry={() => {}} />)
    expect(screen.queryByText('oops')).not.toBeInTheDocument()
  })
})
