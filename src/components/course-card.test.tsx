import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders, setupUser } from '../testing'
import type { TrainRes } from '../api/train-res'
import { CourseCard } from './course-card'
import { studyCount, studyCountText } from './course-card-count'

const course: TrainRes = {
  id: 1001,
  resName: '机械伤害事故预防',
  cover: '/mock/covers/d03.svg',
  studyCnt: 1234,
}

describe('CourseCard', () => {
  it('shows cover, name and study count and opens by keyboard', async () => {
    const onOpen = vi.fn()
    const { container } = renderWithProviders(<CourseCard course={course} onOpen={onOpen} />)
    // the name is visible beside the cover: the image is decorative and the button is named once
    const cover = container.querySelector('img')!
    expect(cover).toHaveAttribute('src', '/mock/covers/d03.svg')
    expect(cover).toHaveAttribute('alt', '')
    expect(screen.getByText('1234人学习')).toBeInTheDocument()
    const button = screen.getByRole('button', { name: '机械伤害事故预防1234人学习' })
    button.focus()
    await setupUser().keyboard('{Enter}')
    expect(onOpen).toHaveBeenCalledWith(course)
  })

  it('shows a drawn placeholder and viewCnt without cover and studyCnt', () => {
    const { container } = renderWithProviders(
      <CourseCard course={{ id: 1, resName: '无封面课程', viewCnt: 7 }} onOpen={() => {}} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.course-cover--empty')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('7人学习')).toBeInTheDocument()
  })

  it('falls back to the placeholder when the cover does not load', () => {
    const { container } = renderWithProviders(<CourseCard course={course} onOpen={() => {}} />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.course-cover--empty')).toBeInTheDocument()
  })
})

describe('studyCount', () => {
  it('prefers studyCnt, then viewCnt; unknown without either (never 0)', () => {
    expect(studyCount({ studyCnt: 3, viewCnt: 9 })).toBe(3)
    expect(studyCount({ viewCnt: 9 })).toBe(9)
    expect(studyCount({ studyCnt: 0 })).toBe(0)
    expect(studyCount({})).toBeUndefined()
    expect(studyCountText({})).toBe('—人学习')
  })
})
