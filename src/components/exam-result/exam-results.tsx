import { Table, Tag, type TableColumnsType } from 'antd'
import { Link } from 'react-router'
import { useGetExamResultListQuery, type ExamResultRow } from '../../api/ex-userexam'
import type { Id } from '../../api/types'
import { formatDateTime } from '../../lib/format'
import { hrefs } from '../../lib/paths'
import { QueryState } from '../query-state'
import { bestPaperId, paperScoreShown, resultText } from './result-texts'

const columnsOf = (best: Id | undefined): TableColumnsType<ExamResultRow> => [
  { title: '开始时间', dataIndex: 'startTime', render: (v: string) => formatDateTime(v) || '—' },
  { title: '交卷时间', dataIndex: 'endTime', render: (v: string) => formatDateTime(v) || '—' },
  {
    title: '成绩',
    dataIndex: 'score',
    render: (score: number | undefined, row) =>
      paperScoreShown(row) && score !== undefined ? (
        <>
          {score} 分
          {row.id === best && (
            <Tag color="gold" style={{ marginInlineStart: 8 }}>
              最高分
            </Tag>
          )}
        </>
      ) : (
        '—'
      ),
  },
  { title: '结果', key: 'result', render: (_, row) => resultText(row) },
  {
    title: '试卷',
    key: 'paper',
    // on a narrow screen the other columns scroll sideways under it: 查看试卷 stays in view
    fixed: 'right',
    render: (_, row) =>
      paperScoreShown(row) ? <Link to={hrefs.examView(row.id)}>查看试卷</Link> : '—',
  },
]

/** The learner's handed-in papers of one exam (GetExamResultList), the best score marked. */
export function ExamResults({ examCode, examName }: { examCode: string; examName: string }) {
  const query = useGetExamResultListQuery({ exammcode: examCode })
  const rows = query.data ?? []
  return (
    <div className="exam-results">
      <QueryState query={query} empty={!rows.length} errorTitle="成绩记录加载失败" rows={2}>
        <Table<ExamResultRow>
          aria-label={`${examName} 成绩记录`}
          size="small"
          rowKey="id"
          columns={columnsOf(bestPaperId(rows))}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </QueryState>
    </div>
  )
}
