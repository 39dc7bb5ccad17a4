import { Typography, theme } from 'antd'
import type { CSSProperties } from 'react'

/** What the last 数据校验 or 导入 found, shown in the result box. */
export type ImportOutcome =
  | { kind: 'problems'; list: string[] }
  | { kind: 'passed' }
  | { kind: 'refused'; text: string }
  /** an import that went through, in the caller's words */
  | { kind: 'done'; text: string }

export interface ImportOutcomeBoxProps {
  outcome?: ImportOutcome
  /** laid over the box's own style while it shows something (margin, height) */
  style?: CSSProperties
}

/**
 * The result box: the file's problems one per line, 校验成功,无错误, the server's refusal, or what
 * an import did. Empty (and unstyled) until there is something to say.
 */
export function ImportOutcomeBox({ outcome, style }: ImportOutcomeBoxProps) {
  const { token } = theme.useToken()
  const failed = outcome?.kind === 'problems' || outcome?.kind === 'refused'
  return (
    <div
      role="status"
      aria-label="校验结果"
      style={
        outcome && {
          padding: '8px 12px',
          maxHeight: 240,
          overflowY: 'auto',
          borderRadius: token.borderRadius,
          border: `1px solid ${failed ? token.colorErrorBorder : token.colorSuccessBorder}`,
          background: failed ? token.colorErrorBg : token.colorSuccessBg,
          ...style,
        }
      }
    >
      {outcome?.kind === 'passed' && (
        <Typography.Text type="success">校验成功,无错误</Typography.Text>
      )}
      {outcome?.kind === 'done' && <Typography.Text type="success">{outcome.text}</Typography.Text>}
      {outcome?.kind === 'refused' && (
        <Typography.Text type="danger">{outcome.text}</Typography.Text>
      )}
      {outcome?.kind === 'problems' && (
        <ul style={{ margin: 0, paddingInlineStart: 20, color: token.colorError }}>
          {outcome.list.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
