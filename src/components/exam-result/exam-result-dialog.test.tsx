import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { useState } from 'react'
import { server } from '../../../mocks/node'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { LazyExamResultDialog } from './lazy-exam-result-dialog'
import { RESULT_URL, sampleResult } from './result-fixtures'

function Harness({ type }: { type?: 1 }) {
  const [open, setOpen] = useState<number | undefined>(501)
  return (
    <>
      <LazyExamResultDialog userpaperId={open} type={type} onClose={() => setOpen(undefined)} />
      {!open && <p>对话框已关闭</p>}
    </>
  )
}

function spyOnWindow(name: 'close' | 'print') {
  const spy = vi.spyOn(window, name).mockImplementation(() => undefined)
  onTestFinished(() => spy.mockRestore())
  return spy
}

describe('exam result dialog', () => {
  beforeEach(() => {
    loginAs('learner')
    server.use(http.post(RESULT_URL, () => envelope(sampleResult())))
  })

  it('shows the result with 导出 PDF, 打印 and 关闭; 打印 prints the page', async () => {
    const print = spyOnWindow('print')
    renderWithProviders(<Harness />)
    const dialog = within(
      await screen.findByRole('dialog', { name: '考试结果' }, { timeout: 5000 }),
    )
    expect(
      await dialog.findByRole('heading', { level: 2, name: '2026年度工伤预防知识考试' }),
    ).toBeInTheDocument()
    expect(dialog.getByText('工伤保险费由谁缴纳？')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: /导出 PDF/ })).toBeEnabled()
    await setupUser().click(dialog.getByRole('button', { name: /打\s*印/ }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('closing in type 1 also closes the tab', async () => {
    const close = spyOnWindow('close')
    renderWithProviders(<Harness type={1} />)
    const dialog = within(
      await screen.findByRole('dialog', { name: '考试结果' }, { timeout: 5000 }),
    )
    await dialog.findByText('试卷信息')
    // the footer's 关闭 (antd spaces two-character labels), not the corner's
    await setupUser().click(dialog.getByRole('button', { name: /^关\s+闭$/ }))
    expect(await screen.findByText('对话框已关闭')).toBeInTheDocument()
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('closing otherwise (the corner button) leaves the tab open', async () => {
    const close = spyOnWindow('close')
    renderWithProviders(<Harness />)
    const dialog = within(
      await screen.findByRole('dialog', { name: '考试结果' }, { timeout: 5000 }),
    )
    await dialog.findByText('试卷信息')
    // the corner's close button
    await setupUser().click(dialog.getByRole('button', { name: '关闭' }))
    expect(await screen.findByText('对话框已关闭')).toBeInTheDocument()
    expect(close).not.toHaveBeenCalled()
  })
})
