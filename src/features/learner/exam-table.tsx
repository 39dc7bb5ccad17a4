import { Badge, Button, Skeleton, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { examButton, examStatusText } from '../../components/exam-detail/exam-rules'
import { formatDateTime } from '../../lib/format'
import { ExamResults } from '../../components/exam-result/exam-results'
import { examScoreText, examTimeText, scoreText } from '../../components/exam-result/result-texts'
import type { MyExam } from './use-my-exams'

const BADGE = { 未开始: 'default', 进行中: 'processing', 已完成: 'success' } as const

const dash = (text: string) => text || '—'

// a completed attempt has papers to list (behaviour B4.5: 30 completed, history available)
const hasResults = (exam: MyExam) => exam.detail?.examuser?.status === 30

const nameOf = (exam: MyExam) => exam.detail?.examinfo.examName ?? exam.code

export interface ExamTableProps {
  exams: MyExam[]
  /** opens the exam detail dialog of a code */
  onEnter: (code: string) => void
}

/** The learner's exams: times, length, score, status, the enter button and 成绩记录. */
export function ExamTable({ exams, onEnter }: ExamTableProps) {
  const [expanded, setExpanded] = useState<string[]>([])
  const toggle = (code: string) =>
    setExpanded((keys) => (keys.includes(code) ? keys.filter((k) => k !== code) : [...keys, code]))

  // one row's call failed or is loading: that row says so, the others stay as they are
  const info = (render: (exam: MyExam) => string) => (_: unknown, exam: MyExam) =>
    exam.detail ? render(exam) : ''

  const columns: TableColumnsType<MyExam> = [
    {
      title: '考试名称',
      key: 'name',
      render: (_, exam) =>
        exam.loading ? (
          <Skeleton.Input active size="small" />
        ) : (
          <Space size={4} wrap>
            <span>{nameOf(exam)}</span>
            {exam.front && <Tag>前置考试</Tag>}
          </Space>
        ),
    },
    {
      title: '开始时间',
      key: 'start',
      render: info((e) => dash(formatDateTime(e.detail?.examinfo.examStartTime))),
    },
    {
      title: '结束时间',
      key: 'end',
      render: info((e) => dash(formatDateTime(e.detail?.examinfo.examEndTime))),
    },
    { title: '考试时长', key: 'time', render: info((e) => examTimeText(e.detail?.examinfo.time)) },
    { title: '总分', key: 'total', render: info((e) => scoreText(e.detail?.examinfo.totlescore)) },
    {
      title: '状态',
      key: 'status',
      render: (_, exam) => {
        if (exam.error)
          return (
            <Space size={4}>
              <span>加载失败</span>
              <Button size="small" onClick={exam.retry} aria-label={`重试：${nameOf(exam)}`}>
                重试
              </Button>
            </Space>
          )
        if (!exam.detail) return ''
        const text = examStatusText(exam.detail.examuser?.status)
        return <Badge status={BADGE[text as keyof typeof BADGE] ?? 'default'} text={text} />
      },
    },
    { title: '成绩', key: 'score', render: info((e) => examScoreText(e.detail?.examuser)) },
    {
      title: '操作',
      key: 'actions',
      // on a narrow screen the other columns scroll sideways under it: the enter button stays
      fixed: 'right',
      render: (_, exam) => {
        if (!exam.detail) return null
        const button = examButton(exam.detail.examinfo, exam.detail.examuser)
        const open = expanded.includes(exam.code)
        return (
          <Space size={4} wrap>
            <Button
              type="primary"
              size="small"
              disabled={button.disabled}
              onClick={() => onEnter(exam.code)}
              aria-label={`${button.text}：${nameOf(exam)}`}
            >
              {button.text}
            </Button>
            {hasResults(exam) && (
              <Button
                type="link"
                size="small"
                aria-expanded={open}
                onClick={() => toggle(exam.code)}
              >
                成绩记录
              </Button>
            )}
          </Space>
        )
      },
    },
  ]

  return (
    <Table<MyExam>
      aria-label="我的考试"
      rowKey="code"
      columns={columns}
      dataSource={exams}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowKeys: expanded,
        showExpandColumn: false,
        rowExpandable: hasResults,
        expandedRowRender: (exam) => <ExamResults examCode={exam.code} examName={nameOf(exam)} />,
      }}
    />
  )
}
