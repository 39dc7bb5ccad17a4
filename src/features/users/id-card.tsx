import { Tooltip } from 'antd'
import { maskIdCard } from './mask'

/** Props of IdCard. */
export interface IdCardProps {
  value?: string | null
  /** the full number on hover or keyboard focus (users with the edit flag) */
  revealable: boolean
}

/** The ID card cell: masked; the permitted see the whole number on hover or focus. */
export function IdCard({ value, revealable }: IdCardProps) {
  const masked = maskIdCard(value)
  if (!masked) return null
  if (!revealable || masked === value?.trim()) return <span className="user-id-card">{masked}</span>
  return (
    <Tooltip title={value?.trim()}>
      {/* a button, so the number shows on keyboard focus too */}
      <button type="button" className="user-id-card user-id-card--revealable">
        {masked}
      </button>
    </Tooltip>
  )
}
