import { useState } from 'react'
import { screen, within } from '@testing-library/react'
import type { ExamQuestion } from '../../api/assumed'
import { renderWithProviders, setupUser } from '../../testing'
import { QuestionView } from './question-view'

const NINE = { a: '甲', b: '乙', c: '丙', d: '丁', e: '戊', f: '己', g: '庚', h: '辛', i: '壬' }
const question = (fields: Partial<ExamQuestion>): ExamQuestion => ({
  id: 7,
  qType: 1,
  order: 1,
  qName: '下列哪项是正确的？',
  score: 5,
  ...fields,
})

/** The question as the paper holds it: its answer and mark kept, every call recorded. */
function renderQuestion(q: ExamQuestion, { readOnly = false, answer = '', index = 1 } = {}) {
  const onAnswer = vi.fn()
  const onToggleMark = vi.fn()
  function Paper() {
    const [value, setValue] = useState(answer)
    const [marked, setMarked] = useState(false)
    return (
      <QuestionView
        question={q}
        index={index}
        total={10}
        answer={value}
        marked={marked}
        readOnly={readOnly}
        onAnswer={(v) => {
          onAnswer(v)
          setValue(v)
        }}
        onToggleMark={() => {
          onToggleMark()
          setMarked((m) => !m)
        }}
      />
    )
  }
  const { unmount } = renderWithProviders(<Paper />)
  return { onAnswer, onToggleMark, unmount, user: setupUser() }
}

describe('QuestionView', () => {
  it('single choice: a heading with number, type and score, one radio per option, the letter', async () => {
    const { onAnswer, user } = renderQuestion(
      question({ a: '戴安全帽', b: '穿拖鞋', c: '', d: '系安全带' }),
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('第 2 题 单选题（5 分）')
    const group = screen.getByRole('radiogroup', { name: '下列哪项是正确的？' })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'A. 戴安全帽',
      'B. 穿拖鞋',
      'D. 系安全带',
    ])
    await user.click(screen.getByRole('radio', { name: 'D. 系安全带' }))
    expect(onAnswer).toHaveBeenLastCalledWith('D')
    expect(screen.getByRole('radio', { name: 'D. 系安全带' })).toBeChecked()
  })

  it('multiple choice: nine options, the chosen letters sorted and joined, empty when none', async () => {
    const { onAnswer, user } = renderQuestion(question({ qType: 2, ...NINE }))
    const group = screen.getByRole('group', { name: '下列哪项是正确的？' })
    expect(within(group).getAllByRole('checkbox')).toHaveLength(9)
    expect(screen.getByRole('checkbox', { name: 'I. 壬' })).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'C. 丙' }))
    await user.click(screen.getByRole('checkbox', { name: 'A. 甲' }))
    expect(onAnswer.mock.calls).toEqual([['C'], ['AC']])
    await user.click(screen.getByRole('checkbox', { name: 'I. 壬' }))
    expect(onAnswer).toHaveBeenLastCalledWith('ACI')
    await user.click(screen.getByRole('checkbox', { name: 'C. 丙' }))
    await user.click(screen.getByRole('checkbox', { name: 'A. 甲' }))
    await user.click(screen.getByRole('checkbox', { name: 'I. 壬' }))
    expect(onAnswer).toHaveBeenLastCalledWith('')
  })

  it('multiple choice shows a given answer as checked boxes', () => {
    renderQuestion(question({ qType: 2, ...NINE }), { answer: 'BD' })
    const checked = screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)
    expect(checked.map((c) => c.closest('label')?.textContent)).toEqual(['B. 乙', 'D. 丁'])
  })

  it('true/false: exactly 正确 and 错误, whatever the options say', async () => {
    const { onAnswer, user } = renderQuestion(question({ qType: 3, a: '对', b: '错', c: '不知道' }))
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('判断题')
    const group = screen.getByRole('radiogroup', { name: '下列哪项是正确的？' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['正确', '错误'])
    await user.click(screen.getByRole('radio', { name: '错误' }))
    expect(onAnswer).toHaveBeenLastCalledWith('错误')
  })

  it('fill-in: a text box reporting the text as typed, on every change', async () => {
    const { onAnswer, user } = renderQuestion(question({ qType: 4, qName: '安全电压是__伏' }))
    const box = screen.getByRole('textbox', { name: '安全电压是__伏' })
    expect(box).toHaveAttribute('placeholder', '请输入答案')
    expect(box).toHaveAttribute('maxlength', '200')
    await user.type(box, '36 ')
    expect(onAnswer.mock.calls).toEqual([['3'], ['36'], ['36 ']])
    expect(box).toHaveValue('36 ')
  })

  it('an unknown type says it cannot be answered', () => {
    renderQuestion(question({ qType: 9 }))
    expect(screen.getByRole('alert')).toHaveTextContent('该题型暂不支持作答')
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  it('shows the question text as plain text, never as HTML', () => {
    renderQuestion(question({ qName: '<b>粗体</b> & 安全' }))
    expect(screen.getByText('<b>粗体</b> & 安全')).toBeInTheDocument()
  })

  it('read-only: every control and the mark button are disabled', async () => {
    for (const qType of [1, 2, 3, 4]) {
      const { onAnswer, onToggleMark, unmount, user } = renderQuestion(
        question({ id: qType, qType, ...NINE }),
        { readOnly: true },
      )
      const controls = screen.queryAllByRole(qType === 2 ? 'checkbox' : 'radio')
      const all = qType === 4 ? [screen.getByPlaceholderText('请输入答案')] : controls
      expect(all.length).toBeGreaterThan(0)
      for (const control of all) expect(control).toBeDisabled()
      const mark = screen.getByRole('button', { name: '标记' })
      expect(mark).toBeDisabled()
      await user.click(all[0])
      await user.click(mark)
      expect(onAnswer).not.toHaveBeenCalled()
      expect(onToggleMark).not.toHaveBeenCalled()
      unmount()
    }
  })

  it('the mark button toggles 标记 / 取消标记 with aria-pressed', async () => {
    const { onToggleMark, user } = renderQuestion(question({ a: '是', b: '否' }))
    const mark = screen.getByRole('button', { name: '标记' })
    expect(mark).toHaveAttribute('aria-pressed', 'false')
    await user.click(mark)
    expect(onToggleMark).toHaveBeenCalledTimes(1)
    const unmark = screen.getByRole('button', { name: '取消标记' })
    expect(unmark).toHaveAttribute('aria-pressed', 'true')
    await user.click(unmark)
    expect(screen.getByRole('button', { name: '标记' })).toHaveAttribute('aria-pressed', 'false')
  })
})
