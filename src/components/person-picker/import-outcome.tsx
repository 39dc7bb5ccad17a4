import { Typography, theme } from 'antd'

/** What the last 数据校验 or 导入 found, shown in the result box. */
export type ImportOutcome =
  | { kind: 'problems'; list: string[] }
  | { kind: 'passed' }
  | { kind: 'refused'; text: string }
  | { kind: 'added'; count: number; skipped: number }

/**
 * The result box: the file's problems one per line, 校验成功,无错误, the server's refusal, or how
 * many users an import added to the selection. (Follows the box of the user import dialog.)
 */
export function ImportOutcomeBox({ outcome }: { outcome?: ImportOutcome }) {
  const { token } = theme.useToken()
  const failed = outcome?.kind === 'problems' || outcome?.kind === 'refused'
  return (
    <div
      role="status"
      aria-label="校验结果"
      style={
        outcome && {
          padding: '8px 12px',
          maxHeight: 200,
          overflowY: 'auto',
          borderRadius: token.borderRadius,
          border: `1px solid ${failed ? token.colorErrorBorder : token.colorSuccessBorder}`,
          background: failed ? token.colorErrorBg : token.colorSuccessBg,
        }
      }
    >
      {outcome?.kind === 'passed' && (
        <Typography.Text type="success">校验成功,无错误</Typography.Text>
      )}
      {outcome?.kind === 'added' && (
        <Typography.Text type="success">
          已加入 {outcome.count} 名人员
          {outcome.skipped > 0 && `，${outcome.skipped} 行没有用户编号未加入`}
        </Typography.Text>
      )}
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
