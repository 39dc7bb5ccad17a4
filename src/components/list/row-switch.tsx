import './list.css'

/** Props of RowSwitch. */
export interface RowSwitchProps {
  checked: boolean
  /** waiting for the answer: shown busy, not clickable */
  loading?: boolean
  disabled?: boolean
  'aria-label': string
  onChange: (checked: boolean) => void
}

/**
 * A small on/off switch of a table row (启用 / 禁用), drawn like antd's `<Switch size="small">`.
 * antd's Switch registers its CSS variables while one is on the page and removes them when the
 * last one goes: every new page of rows took them out and put them back, and the whole document's
 * styles were recalculated twice. A native button keeps the page's styles as they are.
 */
export function RowSwitch({
  checked,
  loading = false,
  disabled = false,
  onChange,
  ...aria
}: RowSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={loading || undefined}
      aria-label={aria['aria-label']}
      className={`row-switch${checked ? ' row-switch--on' : ''}${loading ? ' row-switch--loading' : ''}`}
      disabled={disabled || loading}
      onClick={() => onChange(!checked)}
    >
      <span className="row-switch__knob" aria-hidden />
    </button>
  )
}
