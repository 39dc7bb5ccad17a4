import { Alert, Button, Descriptions, Modal, Tag } from 'antd'
import { useNavigate } from 'react-router'
import {
  useBeginExamMutation,
  useGetUserExamDetailQuery,
  type ExamInfo,
} from '../../api/ex-userexam'
import { useAccountKey } from '../../lib/account-identity'
import { needsHandIn, readPaperOfExam } from '../../lib/exam-drafts'
import { formatDateTime } from '../../lib/format'
import { attempt } from '../../lib/mutation'
import { hrefs } from '../../lib/paths'
import { serverNow } from '../../lib/server-clock'
import { LoadError } from '../load-error'
import { examTimeText, scoreText } from '../exam-result/result-texts'
import { Loading } from '../query-state'
import { SafeHtml } from '../safe-html'
import { EXAM_RULES, examButton, examStatusText } from './exam-rules'
import { examPayload, keepExamPayload } from './exam-payload'

export interface ExamDetailDialogProps {
  /** the exam shown; the dialog is open while it is set */
  examCode?: string
  onClose: () => void
}

const QUESTION_TYPES: [keyof ExamInfo, string][] = [
  ['type1', '单选题'],
  ['type2', '多选题'],
  ['type3', '判断题'],
  ['type4', '填空题'],
  ['type5', '简答题'],
]

// a total the answer leaves out shows —, never 0 (the contract rule for every count)
function questionCounts(info: ExamInfo): string {
  const parts = QUESTION_TYPES.filter(([key]) => Number(info[key] ?? 0) > 0).map(
    ([key, label]) => `${label} ${info[key]} 道`,
  )
  return [`共 ${info.totleq ?? '—'} 道`, ...parts].join('，')
}

/**
 * The exam detail dialog (behaviour B2.25, B4.6-B4.8): what the exam is, its rules, the learner's
 * status and the enter button. Entering starts the paper (BeginExam); an already handed-in paper
 * shows its result instead; a paper of the exam still to be handed in from this device is handed
 * in first (the exam page sends it), before anything is started.
 */
export function ExamDetailDialog({ examCode, onClose }: ExamDetailDialogProps) {
  const navigate = useNavigate()
  const owner = useAccountKey()
  const detail = useGetUserExamDetailQuery({ excode: examCode ?? '' }, { skip: !examCode })
  const [beginExam, begin] = useBeginExamMutation()
  const info = detail.data?.examinfo
  const user = detail.data?.examuser
  const button = info ? examButton(info, user) : undefined

  const enter = async () => {
    if (!info) return
    // a paper of this exam still to be handed in from this device goes first: BeginExam would
    // take it with the answers the server holds (none), and the exam page sends this copy
    const waiting = [info.examCode, examCode]
      .map((code) => (owner && code ? readPaperOfExam(owner, code) : undefined))
      .find((copy) => copy && needsHandIn(copy, serverNow()))
    if (waiting) {
      onClose()
      navigate(hrefs.exam(waiting.examCode))
      return
    }
    const started = await attempt(beginExam(info))
    if (!started.ok) return
    const { isSubExam, userpaper } = started.data
    onClose()
    if (isSubExam) {
      // handed in already (time ran out while away): its result, not a new paper
      navigate(hrefs.examView(userpaper.id))
      return
    }
    const code = userpaper.examCode || info.examCode
    keepExamPayload(code, examPayload(info, user, started.data), owner)
    navigate(hrefs.exam(code))
  }

  return (
    <Modal
      open={!!examCode}
      title="考试详情"
      onCancel={onClose}
      width={600}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        button && (
          <Button
            key="enter"
            type="primary"
            disabled={button.disabled}
            loading={begin.isLoading}
            onClick={() => void enter()}
          >
            {button.text}
          </Button>
        ),
      ]}
    >
      {detail.isLoading || detail.isFetching ? (
        <Loading rows={7} />
      ) : detail.isError || !info ? (
        <LoadError
          error={detail.error}
          title="考试信息加载失败"
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="考试名称">{info.examName}</Descriptions.Item>
            <Descriptions.Item label="考试时长">{examTimeText(info.time)}</Descriptions.Item>
            <Descriptions.Item label="试卷总分">{scoreText(info.totlescore)}</Descriptions.Item>
            <Descriptions.Item label="题目数量">{questionCounts(info)}</Descriptions.Item>
            <Descriptions.Item label="开始时间">
              {formatDateTime(info.examStartTime)}
            </Descriptions.Item>
            <Descriptions.Item label="结束时间">
              {formatDateTime(info.examEndTime)}
            </Descriptions.Item>
            <Descriptions.Item label="考试状态">
              <Tag>{examStatusText(user?.status)}</Tag>
              {user?.status === 30 && <span>最高成绩：{scoreText(user.score)}</span>}
            </Descriptions.Item>
            {info.examIntrduce && (
              <Descriptions.Item label="考试说明">
                <SafeHtml html={info.examIntrduce} />
              </Descriptions.Item>
            )}
          </Descriptions>
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            title="考试须知"
            description={
              <ol style={{ margin: 0, paddingLeft: 20 }}>
                {EXAM_RULES.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            }
          />
        </>
      )}
    </Modal>
  )
}
