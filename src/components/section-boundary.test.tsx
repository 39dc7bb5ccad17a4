import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { SectionBoundary } from './section-boundary'
import { setupUser } from '../testing'

let broken = true
function Card() {
  if (broken) throw new TypeError('(intermediate value).map is not a function')
  return <p>课程列表</p>
}

function Page() {
  const [, setTick] = useState(0)
  return (
    <>
      <header>顶部导航</header>
      <SectionBoundary name="热门课程">
        <Card />
      </SectionBoundary>
      <button onClick={() => setTick((t) => t + 1)}>其他区块</button>
      <footer>页脚</footer>
    </>
  )
}

describe('SectionBoundary', () => {
  it('keeps a crash inside its section, names it in the console, and 重试 renders it again', async () => {
    broken = true
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Page />)
    expect(screen.getByText('这部分内容暂时无法显示')).toBeInTheDocument()
    expect(screen.getByText('顶部导航')).toBeInTheDocument()
    expect(screen.getByText('页脚')).toBeInTheDocument()
    expect(error.mock.calls.some((call) => String(call[0]).includes('热门课程'))).toBe(true)

    broken = false
    await setupUser().click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(screen.getByText('课程列表')).toBeInTheDocument()
  })
})
