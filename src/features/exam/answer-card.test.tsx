import { screen, within } from '@testing-library/react'
import type { ExamQuestion } from '../../api/assumed'
import { renderWithProviders, setupUser } from '../../testing'
import { AnswerCard } from './answer-card'
import type { Answers } from '../../lib/exam-drafts'

const q = (id: number, qType: number): ExamQuestion => ({
  id,
  qType,
  order: id,
  qName: `题目 ${id}`,
  score: 2,
})

// 2 single, 2 multiple, 1 true/false, 2 fill-in
const QUESTIONS = [q(11, 1), q(12, 1), q(13, 2), q(14, 2), q(15, 3), q(16, 4), q(17, 4)]
// 11 and 13 answered, 16 only spaces (not an answer)
const ANSWERS: Answers = { '11': 'A', '13': 'AC', '16': '  ' }

function renderCard(current = 2, questions = QUESTIONS) {
  const onJump = vi.fn()
  renderWithProviders(
    <AnswerCard
      questions={questions}
      answers={ANSWERS}
      marked={new Set(['12', '13'])}
      current={current}
      onJump={onJump}
    />,
  )
  return { onJump, user: setupUser() }
}

const card = () => screen.getByRole('navigation', { name: '答题卡' })
const numbers = () => within(card()).getAllByRole('button')

describe('AnswerCard', () => {
  it('counts answered, unanswered and marked questions', () => {
    renderCard()
    const nav = within(card())
    expect(nav.getByText('已答 2 题')).toBeInTheDocument()
    expect(nav.getByText('未答 5 题')).toBeInTheDocument()
    expect(nav.getByText('标记 2 题')).toBeInTheDocument()
  })

  it('has a numbered button per question, named with its state', () => {
    renderCard()
    expect(numbers().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7'])
    expect(numbers().map((b) => b.getAttribute('aria-label'))).toEqual([
      '第 1 题，已答',
      '第 2 题，未答，已标记',
      '第 3 题，已答，已标记',
      '第 4 题，未答',
      '第 5 题，未答',
      '第 6 题，未答',
      '第 7 题，未答',
    ])
  })

  it('marks the current question with aria-current="step" and only that one', () => {
    renderCard()
    const current = screen.getByRole('button', { name: '第 3 题，已答，已标记' })
    expect(current).toHaveAttribute('aria-current', 'step')
    expect(numbers().filter((b) => b.hasAttribute('aria-current'))).toEqual([current])
  })

  it('shows a flag on the marked questions and fills the answered ones', () => {
    renderCard()
    const [first, second, third, fourth] = numbers()
    expect(second.querySelector('.exam-card__flag')).not.toBeNull()
    expect(fourth.querySelector('.exam-card__flag')).toBeNull()
    expect(first).toHaveClass('exam-card__num--answered')
    expect(third).toHaveClass('exam-card__num--answered', 'exam-card__num--current')
    expect(fourth).not.toHaveClass('exam-card__num--answered')
  })

  it('groups the buttons by type under a heading, in the order the questions come', () => {
    renderCard(0, [q(1, 2), q(2, 1), q(3, 2), q(4, 3)])
    const headings = within(card()).getAllByRole('heading', { level: 3 })
    expect(headings.map((h) => h.textContent)).toEqual(['多选题', '单选题', '判断题'])
    const multi = within(card()).getByRole('group', { name: '多选题' })
    expect(
      within(multi)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '3'])
    expect(within(card()).getByRole('group', { name: '单选题' })).toHaveTextContent('2')
  })

  it('jumps to the question clicked', async () => {
    const { onJump, user } = renderCard()
    await user.click(screen.getByRole('button', { name: '第 6 题，未答' }))
    expect(onJump).toHaveBeenCalledWith(5)
  })

  it('is reached with Tab on the current question; arrows, Home and End move between numbers', async () => {
    const { onJump, user } = renderCard()
    await user.tab()
    expect(screen.getByRole('button', { name: '第 3 题，已答，已标记' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: '第 4 题，未答' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('button', { name: '第 2 题，未答，已标记' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: '第 7 题，未答' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: '第 7 题，未答' })).toHaveFocus()
    await user.keyboard('{Home}{Enter}')
    expect(onJump).toHaveBeenCalledWith(0)
    await user.tab()
    expect(card()).not.toContainElement(document.activeElement as HTMLElement)
    // back in: the number last focused
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: '第 1 题，已答' })).toHaveFocus()
  })
})
