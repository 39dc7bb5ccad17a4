import type { ReactNode } from 'react'
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  WarningFilled,
} from '@ant-design/icons'
import './status-result.css'

const ICONS = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  info: <ExclamationCircleFilled />,
  warning: <WarningFilled />,
}

/** Props of StatusResult. */
export interface StatusResultProps {
  status: keyof typeof ICONS
  title: ReactNode
  subTitle?: ReactNode
  /** the actions, centred under the text */
  extra?: ReactNode
  /** what the page adds inside, under the actions, on a grey ground */
  children?: ReactNode
  /** narrow sides, for a long text that must stay readable on a phone */
  compact?: boolean
}

/**
 * The outcome of an action or a state of a page (a paper handed in, a missing id, a page that
 * could not load): antd's Result in look, without its 403, 404 and 500 pictures, which antd's
 * Result loads with it wherever it is used. The error pages, which show them, use Result itself.
 */
export function StatusResult({
  status,
  title,
  subTitle,
  extra,
  children,
  compact = false,
}: StatusResultProps) {
  const classes = ['status-result', `status-result--${status}`]
  if (compact) classes.push('status-result--compact')
  return (
    <div className={classes.join(' ')}>
      <div className="status-result__icon" aria-hidden="true">
        {ICONS[status]}
      </div>
      <div className="status-result__title">{title}</div>
      {subTitle != null && <div className="status-result__subtitle">{subTitle}</div>}
      {extra != null && <div className="status-result__extra">{extra}</div>}
      {children != null && <div className="status-result__body">{children}</div>}
    </div>
  )
}
