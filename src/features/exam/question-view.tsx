import { useId } from 'react'
import { Alert, Button, Checkbox, Input, Radio } from 'antd'
import { FlagFilled, FlagOutlined } from '@ant-design/icons'
import type { ExamQuestion } from '../../api/assumed'
import { optionsOf, QUESTION_TYPE_NAMES } from './paper-types'
import './exam-paper.css'

export interface QuestionViewProps {
  question: ExamQuestion
  /** 0-based position in the paper */
  index: number
  total: number
  answer: string
  marked: boolean
  /** the paper is being or has been handed in: nothing can change */
  readOnly: boolean
  onAnswer(value: string): void
  onToggleMark(): void
}

const TRUE_FALSE = ['正确', '错误'] as const
const LETTERS = /^[A-I]$/

/** The letters of a multiple-choice answer ("ACD"), in order, each once. */
const lettersOf = (answer: string) =>
  [...new Set(answer.toUpperCase().split(''))].filter((c) => LETTERS.test(c)).sort()

/** One question of the exam paper with the control to answer it and a "marked for review" toggle. */
export function QuestionView(props: QuestionViewProps) {
  const { question, index, total, marked, readOnly, onToggleMark } = props
  const id = useId()
  const headingId = `${id}-heading`
  const textId = `${id}-text`
  const typeName = QUESTION_TYPE_NAMES[question.qType]

  return (
    <section className="exam-q" aria-labelledby={headingId}>
      <div className="exam-q__head">
        <h2 id={headingId} className="exam-q__title">
          第 {index + 1} 题{typeName && ' '}
          {typeName && <span className="exam-q__type">{typeName}</span>}
          {question.score != null && <span className="exam-q__score">（{question.score} 分）</span>}
        </h2>
        <span className="exam-q__progress">共 {total} 题</span>
        <Button
          className="exam-q__mark"
          aria-pressed={marked}
          disabled={readOnly}
          autoInsertSpace={false}
          icon={
            marked ? (
              <FlagFilled className="exam-q__flag" aria-hidden />
            ) : (
              <FlagOutlined aria-hidden />
            )
          }
          onClick={onToggleMark}
        >
          {marked ? '取消标记' : '标记'}
        </Button>
      </div>
      <p id={textId} className="exam-q__text">
        {question.qName}
      </p>
      <AnswerControl {...props} textId={textId} />
    </section>
  )
}

function AnswerControl({
  question,
  answer,
  readOnly,
  onAnswer,
  textId,
}: QuestionViewProps & { textId: string }) {
  switch (question.qType) {
    case 1:
    case 3: {
      // single choice by letter; true/false by its words, whatever a and b say
      const judge = question.qType === 3
      const choices = judge
        ? TRUE_FALSE.map((value) => ({ value, label: value }))
        : optionsOf(question).map(({ letter, text }) => ({
            value: letter,
            label: `${letter}. ${text}`,
          }))
      return (
        <Radio.Group
          className={judge ? 'exam-q__options exam-q__options--judge' : 'exam-q__options'}
          aria-labelledby={textId}
          value={answer || undefined}
          disabled={readOnly}
          onChange={(e) => onAnswer(String(e.target.value))}
        >
          {choices.map(({ value, label }) => (
            <Radio key={value} value={value} className="exam-q__option">
              {label}
            </Radio>
          ))}
        </Radio.Group>
      )
    }
    case 2:
      return (
        <Checkbox.Group
          className="exam-q__options"
          aria-labelledby={textId}
          value={lettersOf(answer)}
          disabled={readOnly}
          onChange={(values) => onAnswer(values.map(String).sort().join(''))}
        >
          {optionsOf(question).map(({ letter, text }) => (
            <Checkbox key={letter} value={letter} className="exam-q__option">
              {letter}. {text}
            </Checkbox>
          ))}
        </Checkbox.Group>
      )
    case 4:
      return (
        <Input
          className="exam-q__input"
          aria-labelledby={textId}
          value={answer}
          maxLength={200}
          placeholder="请输入答案"
          disabled={readOnly}
          onChange={(e) => onAnswer(e.target.value)}
        />
      )
    default:
      return (
        <Alert className="exam-q__unsupported" type="warning" showIcon title="该题型暂不支持作答" />
      )
  }
}
