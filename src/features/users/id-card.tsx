import { useId } from 'react'
import { maskIdCard } from './mask'

/** Props of IdCard. */
export interface IdCardProps {
  value?: string | null
  /** the full number on hover or keyboard focus (users with the edit flag) */
  revealable: boolean
}

/**
 * The ID card cell: masked; the permitted see the whole number on hover or focus. A CSS tooltip,
 * not a popup component: a page has up to 100 of these and must render at once.
 */
export function IdCard({ value, revealable }: IdCardProps) {
  const id = useId()
  const full = value?.trim() ?? ''
  const masked = maskIdCard(full)
  if (!masked) return null
  if (!revealable || masked === full) return <span className="user-id-card">{masked}</span>
  return (
    <>
      <button
        type="button"
        className="user-id-card user-id-card--revealable"
        data-full={full}
        aria-describedby={id}
      >
        {masked}
      </button>
      <span id={id} className="sr-only">
        完整号码 {full}
      </span>
    </>
  )
}
