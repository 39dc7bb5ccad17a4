import { Button, Modal, Timeline } from 'antd'
import { useGetAuditHistoryQuery } from '../../api/train-res'
import { QueryState } from '../../components/query-state'
import { formatDateTime } from '../../lib/format'
import type { AuditStep, ResRow } from './res-row'
import { resultText } from './res-status'

/** Props of AuditHistoryDialog. */
export interface AuditHistoryDialogProps {
  open: boolean
  row?: ResRow
  onClose: () => void
}

function StepText({ step }: { step: AuditStep }) {
  const result = resultText(step.result)
  return (
    <div className="res-history__step">
      <strong>
        {step.action || (result ? '审核' : '记录')}
        {result && `：${result}`}
      </strong>
      {step.remark && <div>{step.remark}</div>}
      <div className="res-history__meta">
        {[step.auditName, formatDateTime(step.auditTime)].filter(Boolean).join(' · ')}
      </div>
    </div>
  )
}

/** 审核记录: GetAuditHistory as a timeline, newest first (as the answer orders it). */
export function AuditHistoryDialog({ open, row, onClose }: AuditHistoryDialogProps) {
  const history = useGetAuditHistoryQuery(
    { id: row?.id ?? '' },
    { skip: !open || !row, refetchOnMountOrArgChange: true },
  )
  const steps: AuditStep[] = history.data ?? []
  return (
    <Modal
      open={open}
      title={`审核记录${row ? `：${row.resName}` : ''}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      <QueryState query={history} empty={steps.length === 0} errorTitle="审核记录加载失败">
        <Timeline
          className="res-history"
          items={steps.map((step, i) => ({
            key: String(step.id ?? i),
            color:
              resultText(step.result) === '不通过'
                ? 'red'
                : resultText(step.result)
                  ? 'green'
                  : 'blue',
            content: <StepText step={step} />,
          }))}
        />
      </QueryState>
    </Modal>
  )
}
