import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { ExamQuestion } from '../../api/assumed'
import { AnswerCard } from './answer-card'
import type { Answers } from '../../lib/exam-drafts'
import { questionKey } from './paper-types'
import { QuestionView } from './question-view'

const PAPER: ExamQuestion[] = [
  {
    id: 101,
    qType: 1,
    order: 1,
    score: 2,
    qName: '进入施工现场必须佩戴的个人防护用品是？',
    a: '安全帽',
    b: '太阳镜',
    c: '耳机',
    d: '手表',
  },
  {
    id: 102,
    qType: 2,
    order: 2,
    score: 4,
    qName: '下列属于工伤预防措施的有（多选，选项较长时自动换行）：',
    a: '开展岗前安全培训',
    b: '定期检查机械设备的防护装置，发现缺陷及时停机维修并做好记录',
    c: '配发合格的劳动防护用品',
    d: '设置安全警示标识',
    e: '制定应急预案并演练',
    f: '超时加班赶工期',
    g: '对高风险岗位实行持证上岗',
    h: '职业健康体检',
    i: '事故隐患排查治理',
  },
  {
    id: 103,
    qType: 3,
    order: 3,
    score: 2,
    qName: '发生工伤后，用人单位应当在 30 日内提出工伤认定申请。',
    a: '对',
    b: '错',
  },
  { id: 104, qType: 4, order: 4, score: 3, qName: '我国规定的安全电压一般不超过____伏。' },
]

/** The four question types one under another, with the answer card beside them, all live. */
function Paper({ readOnly = false }: { readOnly?: boolean }) {
  const [answers, setAnswers] = useState<Answers>(readOnly ? { '101': 'A', '103': '正确' } : {})
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set())
  const [current, setCurrent] = useState(0)
  const toggle = (key: string) =>
    setMarked((old) => {
      const next = new Set(old)
      if (!next.delete(key)) next.add(key)
      return next
    })
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 480px', display: 'grid', gap: 32, minWidth: 0 }}>
        {PAPER.map((question, index) => {
          const key = questionKey(question)
          return (
            <div key={key} onFocusCapture={() => setCurrent(index)}>
              <QuestionView
                question={question}
                index={index}
                total={PAPER.length}
                answer={answers[key] ?? ''}
                marked={marked.has(key)}
                readOnly={readOnly}
                onAnswer={(value) => setAnswers((old) => ({ ...old, [key]: value }))}
                onToggleMark={() => toggle(key)}
              />
            </div>
          )
        })}
      </div>
      <div style={{ flex: '0 1 300px', minWidth: 0 }}>
        <AnswerCard
          questions={PAPER}
          answers={answers}
          marked={marked}
          current={current}
          onJump={setCurrent}
        />
      </div>
    </div>
  )
}

const meta = {
  title: 'Exam/ExamPaper',
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Answering: picking C then A gives "AC"; the card counts it and flags a marked question. */
export const Answering: Story = {
  render: () => <Paper />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'C. 配发合格的劳动防护用品' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A. 开展岗前安全培训' }))
    await userEvent.click(canvas.getAllByRole('button', { name: '标记' })[3])
    await expect(canvas.getByText('已答 1 题')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '第 4 题，未答，已标记' })).toBeInTheDocument()
  },
}

/** Handed in: every control and the mark buttons are disabled. */
export const ReadOnly: Story = { render: () => <Paper readOnly /> }

const many: ExamQuestion[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  qType: i < 8 ? 1 : i < 14 ? 2 : i < 18 ? 3 : 4,
  order: i + 1,
  qName: `题目 ${i + 1}`,
  score: 2,
}))

/** A 20-question card: answered, unanswered, marked (answered or not) and the current one. */
export const Card: Story = {
  render: () => (
    <div style={{ maxWidth: 300 }}>
      <AnswerCard
        questions={many}
        answers={{ '1': 'A', '2': 'B', '3': 'C', '5': 'D', '9': 'AB', '12': 'ACD', '15': '正确' }}
        marked={new Set(['3', '4', '16'])}
        current={4}
        onJump={fn()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '第 5 题，已答' })).toHaveAttribute(
      'aria-current',
      'step',
    )
    await expect(canvas.getByText('标记 3 题')).toBeInTheDocument()
  },
}
