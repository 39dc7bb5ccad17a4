import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { theme } from 'antd'
import { FlagFilled } from '@ant-design/icons'
import type { ExamQuestion } from '../../api/assumed'
import type { Answers } from '../../lib/exam-drafts'
import { isAnswered, QUESTION_TYPE_NAMES, questionKey } from './paper-types'
import './exam-paper.css'

export interface AnswerCardProps {
  questions: ExamQuestion[]
  answers: Answers
  /** ids of the questions marked for review */
  marked: ReadonlySet<string>
  /** 0-based position of the question on screen */
  current: number
  onJump(index: number): void
}

interface Group {
  qType: number
  name: string
  items: { question: ExamQuestion; index: number }[]
}

/** The questions by type, the types in the order they first come, each keeping its position. */
function groupByType(questions: ExamQuestion[]): Group[] {
  const groups = new Map<number, Group>()
  questions.forEach((question, index) => {
    const qType = question.qType
    let group = groups.get(qType)
    if (!group) {
      group = { qType, name: QUESTION_TYPE_NAMES[qType] ?? '其他题型', items: [] }
      groups.set(qType, group)
    }
    group.items.push({ question, index })
  })
  return [...groups.values()]
}

const channel = (hex: string) => {
  const c = parseInt(hex, 16) / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** White or black, whichever reads better on `colour` (one of them always passes 4.5:1). */
function textOn(colour: string): string {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(colour.trim())
  if (!m) return '#fff'
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  const [r, g, b] = [0, 2, 4].map((i) => channel(hex.slice(i, i + 2)))
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return 1.05 / (luminance + 0.05) >= 4.5 ? '#fff' : '#000'
}

const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
}

/**
 * The answer card beside the paper: a numbered button per question, grouped by type, showing
 * answered / unanswered / marked / current by colour, shape and accessible name. A click jumps to
 * the question. One button is in the Tab order (the current one, or the one last focused); arrow
 * keys, Home and End move between them.
 */
export function AnswerCard({ questions, answers, marked, current, onJump }: AnswerCardProps) {
  const { token } = theme.useToken()
  const id = useId()
  const navRef = useRef<HTMLElement>(null)
  const groups = groupByType(questions)
  const answeredCount = questions.filter((q) => isAnswered(answers[questionKey(q)])).length
  const markedCount = questions.filter((q) => marked.has(questionKey(q))).length
  // the Tab stop: the number last focused (until the current question changes), else the current
  const [focused, setFocused] = useState<{ index: number; current: number } | null>(null)
  const inRange = (i: number) => i >= 0 && i < questions.length
  const tabStop =
    focused && focused.current === current && inRange(focused.index)
      ? focused.index
      : inRange(current)
        ? current
        : 0
  const colours = {
    '--exam-card-primary': token.colorPrimary,
    '--exam-card-on-primary': textOn(token.colorPrimary),
  } as CSSProperties

  const moveFocus = (e: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [
      ...(navRef.current?.querySelectorAll<HTMLButtonElement>('.exam-card__num') ?? []),
    ]
    const at = buttons.indexOf(e.currentTarget)
    const step = KEY_STEPS[e.key]
    const next =
      e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : step ? at + step : null
    if (next === null) return
    e.preventDefault()
    buttons[Math.min(Math.max(next, 0), buttons.length - 1)].focus()
  }

  return (
    <nav ref={navRef} className="exam-card" aria-labelledby={`${id}-title`} style={colours}>
      <h2 id={`${id}-title`} className="exam-card__title">
        答题卡
      </h2>
      <ul className="exam-card__legend">
        <li>
          <span className="exam-card__swatch exam-card__swatch--answered" aria-hidden />
          已答 {answeredCount} 题
        </li>
        <li>
          <span className="exam-card__swatch" aria-hidden />
          未答 {questions.length - answeredCount} 题
        </li>
        <li>
          <FlagFilled className="exam-card__legend-flag" aria-hidden />
          标记 {markedCount} 题
        </li>
      </ul>
      {groups.map((group) => (
        <div key={group.qType} className="exam-card__group">
          <h3 id={`${id}-type-${group.qType}`} className="exam-card__type">
            {group.name}
          </h3>
          <div
            role="group"
            aria-labelledby={`${id}-type-${group.qType}`}
            className="exam-card__grid"
          >
            {group.items.map(({ question, index }) => {
              const key = questionKey(question)
              const answered = isAnswered(answers[key])
              const flagged = marked.has(key)
              const state = [
                'exam-card__num',
                answered && 'exam-card__num--answered',
                flagged && 'exam-card__num--marked',
                index === current && 'exam-card__num--current',
              ]
              return (
                <button
                  key={key}
                  type="button"
                  className={state.filter(Boolean).join(' ')}
                  aria-label={`第 ${index + 1} 题，${answered ? '已答' : '未答'}${flagged ? '，已标记' : ''}`}
                  aria-current={index === current ? 'step' : undefined}
                  tabIndex={index === tabStop ? 0 : -1}
                  onFocus={() => setFocused({ index, current })}
                  onClick={() => onJump(index)}
                  onKeyDown={moveFocus}
                >
                  {index + 1}
                  {flagged && <FlagFilled className="exam-card__flag" aria-hidden />}
                </button>
              )
            })}
          </div>
        </div>
      ))}
    </nav>
  )
}
