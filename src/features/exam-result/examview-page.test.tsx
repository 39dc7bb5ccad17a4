import { act, screen } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { RESULT_URL, sampleResult } from '../../components/exam-result/result-fixtures'
import { hrefs, paths } from '../../lib/paths'
import { Component as ExamViewPage } from './examview-page'

describe('examview page (考试结果)', () => {
  beforeEach(() => {
    loginAs('learner')
    server.use(http.post(RESULT_URL, () => envelope(sampleResult())))
  })

  it('shows the paper of ?userpaperId= with 导出 PDF, 打印 and 返回', async () => {
    const wire = watchWire()
    renderWithProviders(<ExamViewPage />, { route: hrefs.examView(501) })
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026年度工伤预防知识考试' }),
    ).toBeInTheDocument()
    expect((await wire.to('/GetExamResult'))[0].query).toEqual({ userpaperId: '501' })
    expect(screen.getByRole('button', { name: /导出 PDF/ })).toBeEnabled()
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeEnabled()
    expect(screen.getByRole('button', { name: /返\s*回/ }).closest('.no-print')).not.toBeNull()
  })

  it('返回 goes back in the history', async () => {
    const { router } = renderWithProviders(<ExamViewPage />, { route: paths.messages })
    await act(() => router.navigate(hrefs.examView(501)))
    await setupUser().click(await screen.findByRole('button', { name: /返\s*回/ }))
    expect(router.state.location.pathname).toBe(paths.messages)
  })

  it('返回 without a history goes to the learner home page', async () => {
    const { router } = renderWithProviders(<ExamViewPage />, { route: hrefs.examView(501) })
    await setupUser().click(await screen.findByRole('button', { name: /返\s*回/ }))
    expect(router.state.location.pathname).toBe(paths.dashboard)
  })

  it.each([paths.examView, `${paths.examView}?userpaperId=abc`])(
    '%s says 缺少试卷编号 and asks for nothing',
    async (route) => {
      const wire = watchWire()
      renderWithProviders(<ExamViewPage />, { route })
      expect(
        await screen.findByRole('heading', { level: 1, name: '缺少试卷编号' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: '返回我的考试' })).toHaveAttribute(
        'href',
        paths.dashboard,
      )
      expect(await wire.to('/GetExamResult')).toHaveLength(0)
    },
  )
})
