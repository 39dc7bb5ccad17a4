import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../app/test-utils'
import type { TrainRes } from '../api/types'
import { CourseCard } from './course-card'

const course: TrainRes = { id: 1001, resName: '机械伤害事故预防', cover: '/mock/covers/d03.svg', studyCnt: 1234 }

describe('CourseCard', () => {
  it('shows cover, name and study count and opens by keyboard', async () => {
    const onOpen = vi.fn()
    renderWithProviders(<CourseCard course={course} onOpen={onOpen} />)
    expect(screen.getByRole('img', { name: '机械伤害事故预防课程封面' })).toHaveAttribute('src', '/mock/covers/d03.svg')
    expect(screen.getByText('1234人学习')).toBeInTheDocument()
    screen.getByRole('button', { name: /机械伤害事故预防/ }).focus()
    await userEvent.keyboard('{Enter}')
    expect(onOpen).toHaveBeenCalledWith(course)
  })

  it('shows a placeholder cover and viewCnt without cover and studyCnt', () => {
    renderWithProviders(<CourseCard course={{ id: 1, resName: '无封面课程', viewCnt: 7 }} onOpen={() => {}} />)
    expect(screen.getByRole('img', { name: '无封面课程课程封面' })).not.toHaveAttribute('src')
    expect(screen.getByText('7人学习')).toBeInTheDocument()
  })
})
