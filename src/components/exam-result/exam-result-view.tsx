import { Alert, Descriptions, Empty, Tag } from 'antd'
import type { Ref } from 'react'
import { useGetExamResultQuery } from '../../api/ex-userexam'
import type { Id } from '../../api/types'
import { formatDateTime } from '../../lib/format'
import { LoadError } from '../load-error'
import { Loading } from '../query-state'
import { QuestionResultItem } from './question-result'
import {
  awaitingMarking,
  examTimeText,
  paperScoreShown,
  resultColor,
  resultText,
  scoreText,
} from './result-texts'
import { useMarkingState } from './use-marking-state'
import './exam-result.css'

export interface ExamResultViewProps {
  userpaperId: Id
  /** 1 on its own page, 2 (default) inside a dialog */
  headingLevel?: 1 | 2
  /** the printed / exported part (the result itself, without buttons) */
  ref?: Ref<HTMLElement>
}

/**
 * A handed-in paper (GetExamResult): the exam, the paper and each question with the answer given
 * against the right one. Awaiting marking shows neither a score nor the questions; a confidential
 * result shows neither (right and wrong answers would give the score away).
 */
export function ExamResultView({ userpaperId, headingLevel = 2, ref }: ExamResultViewProps) {
  const query = useGetExamResultQuery({ userpaperId })
  const marking = useMarkingState(userpaperId, query.data)
  if (query.isLoading || (query.data && marking.kind === 'loading')) return <Loading rows={9} />
  if (query.isError || !query.data) {
    return (
      <LoadError
        error={query.error}
        title="考试结果加载失败"
        onRetry={() => void query.refetch()}
      />
    )
  }
  const { examinfo: info, exampaperquestionlist: questions } = query.data
  const paper = {
    ...query.data.paper,
    delayMarkingPapers: marking.kind === 'known' ? marking.delayMarkingPapers : undefined,
  }
  const Title = headingLevel === 1 ? 'h1' : 'h2'
  const Section = headingLevel === 1 ? 'h2' : 'h3'
  const waiting = awaitingMarking(paper)
  const confidential = !waiting && paper.isPass === -2
  return (
    <article ref={ref} className="exam-result">
      <Title className="exam-result__title">{info.examName || '考试结果'}</Title>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 3 }}>
        <Descriptions.Item label="考试时长">{examTimeText(info.time)}</Descriptions.Item>
        <Descriptions.Item label="试卷总分">{scoreText(info.totlescore)}</Descriptions.Item>
        <Descriptions.Item label="题目数量">
          共 {info.totleq || questions.length} 道
        </Descriptions.Item>
      </Descriptions>

      <Section className="exam-result__section">试卷信息</Section>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="姓名">{paper.chnName || '—'}</Descriptions.Item>
        <Descriptions.Item label="单位">{paper.orgName || '—'}</Descriptions.Item>
        {!waiting && (
          <Descriptions.Item label="成绩">
            {paperScoreShown(paper) ? scoreText(paper.score) : '成绩保密'}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="结果">
          <Tag color={resultColor(paper)}>{resultText(paper)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="开始时间">
          {formatDateTime(paper.startTime) || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="交卷时间">
          {formatDateTime(paper.endTime) || '—'}
        </Descriptions.Item>
      </Descriptions>

      {marking.kind === 'unknown' && (
        <Alert
          className="exam-result__waiting"
          type="warning"
          showIcon
          title="未能确认该试卷是否已批阅完成，以下成绩可能不是最终成绩"
        />
      )}
      {waiting ? (
        <Alert
          className="exam-result__waiting"
          type="success"
          showIcon
          title="试卷提交成功,等待批卷"
        />
      ) : confidential ? (
        <Alert
          className="exam-result__waiting"
          type="info"
          showIcon
          title="成绩保密，答题详情不予公开"
        />
      ) : (
        <>
          <Section className="exam-result__section">答题详情</Section>
          {questions.length ? (
            <ol className="exam-result__questions" aria-label="答题详情">
              {questions.map((q, i) => (
                <QuestionResultItem key={q.id ?? i} question={q} index={i + 1} />
              ))}
            </ol>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
          )}
        </>
      )}
    </article>
  )
}
