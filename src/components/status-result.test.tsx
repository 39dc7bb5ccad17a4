import { render, screen } from '@testing-library/react'
import { Button } from 'antd'
import { StatusResult } from './status-result'

describe('StatusResult', () => {
  it('shows the title, the text and the actions, the icon hidden from screen readers', () => {
    const { container } = render(
      <StatusResult
        status="warning"
        title="缺少考试编号"
        subTitle="请从“我的考试”进入考试。"
        extra={<Button>返回我的考试</Button>}
      />,
    )
    expect(screen.getByText('缺少考试编号')).toBeInTheDocument()
    expect(screen.getByText('请从“我的考试”进入考试。')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '返回我的考试' })).toBeInTheDocument()
    expect(container.querySelector('.status-result__icon')).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelector('.status-result__body')).toBeNull()
  })

  it('puts what it is given inside under the actions', () => {
    render(
      <StatusResult status="info" title="未对应页面的菜单" compact>
        <p>可用的页面编号</p>
      </StatusResult>,
    )
    expect(screen.getByText('可用的页面编号').closest('.status-result__body')).not.toBeNull()
  })
})
