import { Alert, Button } from 'antd'
import { StatusResult } from '../../components/status-result'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { LazyExamResultDialog } from '../../components/exam-result/lazy-exam-result-dialog'
import { paperScoreShown, resultText } from '../../components/exam-result/result-texts'
import { paths } from '../../lib/paths'
import type { HandInState } from './hand-in-queue'

/** What a paper handed in and waiting to be marked says (behaviour B4.9). */
export const AWAITING_MARKING = '试卷提交成功,等待批卷'

interface Props {
  state: HandInState
  paperId: string
  onRetry: () => void
}

/** Where the hand-in stands, above the (read-only) paper; the outcome once acknowledged. */
export function HandInStatus({ state, paperId, onRetry }: Props) {
  const navigate = useNavigate()
  const [shown, setShown] = useState<string>()
  if (state.phase === 'idle') return null
  if (state.phase === 'sending')
    return <Alert role="status" type="info" showIcon title="正在交卷，请勿关闭页面……" />
  if (state.phase === 'waiting')
    return (
      <Alert
        role="alert"
        type="warning"
        showIcon
        title={state.login ? '登录状态已过期，试卷尚未交上' : '暂时无法连接服务器，试卷尚未交上'}
        description={
          state.login
            ? `答卷已原样保存在本机，不会丢失；在其他窗口重新登录本账号后，系统会自动提交（已尝试 ${state.tries} 次：${state.message}）。`
            : `答卷已原样保存在本机，不会丢失；系统会自动重试提交，恢复网络后无需任何操作（已尝试 ${state.tries} 次：${state.message}）。`
        }
        action={
          <Button size="small" onClick={onRetry}>
            立即重试
          </Button>
        }
      />
    )
  if (state.phase === 'refused')
    return (
      <Alert
        role="alert"
        type="error"
        showIcon
        title={`交卷未成功：${state.message}`}
        description="答卷仍保存在本机。请联系管理员，或稍后重试。"
        action={
          <Button size="small" onClick={onRetry}>
            重新提交
          </Button>
        }
      />
    )
  const { result } = state
  const marking = Number(result.delayMarkingPapers ?? 0) !== 0
  const outcome = { isPass: result.isPass, delayMarkingPapers: marking ? 1 : 0 }
  const links = [
    <Button key="view" type="primary" onClick={() => setShown(paperId)}>
      查看试卷
    </Button>,
    <Button key="home" onClick={() => navigate(paths.dashboard)}>
      返回首页
    </Button>,
  ]
  // the result dialog of the paper just handed in (behaviour B2.27)
  const dialog = <LazyExamResultDialog userpaperId={shown} onClose={() => setShown(undefined)} />
  if (marking)
    return (
      <>
        <StatusResult status="success" title={AWAITING_MARKING} extra={links} />
        {dialog}
      </>
    )
  return (
    <>
      <StatusResult
        status={outcome.isPass === 1 ? 'success' : 'info'}
        title={outcome.isPass === undefined ? '交卷成功' : `交卷成功：${resultText(outcome)}`}
        subTitle={
          !paperScoreShown(outcome)
            ? '成绩保密'
            : result.score === undefined
              ? '点击“查看试卷”查看成绩'
              : `本次成绩 ${result.score} 分`
        }
        extra={links}
      />
      {dialog}
    </>
  )
}
