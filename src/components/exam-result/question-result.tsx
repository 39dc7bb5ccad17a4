import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons'
import { Tag } from 'antd'
import type { QuestionResult } from '../../api/ex-userexam'
import { difficultyText, givenAnswer, optionsOf, questionTypeText } from './result-texts'

export interface QuestionResultItemProps {
  question: QuestionResult
  /** the number shown when the question has no order */
  index: number
}

/** One question of a handed-in paper: what was asked, the answer given against the right one. */
export function QuestionResultItem({ question: q, index }: QuestionResultItemProps) {
  const right = Number(q.isPass) === 1
  const options = optionsOf(q)
  return (
    <li className="exam-result__question">
      <div className="exam-result__q-head">
        <span className="exam-result__q-number">第 {q.order || index} 题</span>
        <Tag>{questionTypeText(q.qType)}</Tag>
        <span>难度：{difficultyText(q.difficulty)}</span>
      </div>
      <p className="exam-result__q-name">{q.qName}</p>
      {options.length > 0 && (
        <ul className="exam-result__options" aria-label="选项">
          {options.map((o) => (
            <li key={o.letter}>
              {o.letter}. {o.text}
            </li>
          ))}
        </ul>
      )}
      <dl className="exam-result__answers">
        <div>
          <dt>你的答案</dt>
          <dd>{givenAnswer(q)}</dd>
        </div>
        <div>
          <dt>正确答案</dt>
          <dd>{q.answer || '—'}</dd>
        </div>
        <div>
          <dt>得分</dt>
          <dd>{q.scoreStr || '—'}</dd>
        </div>
      </dl>
      <p className={right ? 'exam-result__verdict is-right' : 'exam-result__verdict is-wrong'}>
        {right ? <CheckCircleOutlined aria-hidden /> : <CloseCircleOutlined aria-hidden />}
        <span>{right ? '回答正确' : '回答错误'}</span>
      </p>
      {q.analysis && (
        <p className="exam-result__analysis">
          <strong>解析：</strong>
          {q.analysis}
        </p>
      )}
    </li>
  )
}
