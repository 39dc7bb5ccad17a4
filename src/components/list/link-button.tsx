import type { ButtonHTMLAttributes } from 'react'
import './list.css'

/** Props of LinkButton: a native button's, plus antd's danger look. */
export interface LinkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  danger?: boolean
}

/**
 * A small text button of a table row (编辑, 删除, 更多), looking like antd's `type="link"
 * size="small"` Button. A page shows up to 100 rows of them: a native button costs no style hook
 * and no click wave, which antd's Button adds to every one.
 */
export function LinkButton({ danger, className, type = 'button', ...props }: LinkButtonProps) {
  const classes = ['link-button', danger && 'link-button--danger', className].filter(Boolean)
  return <button type={type} className={classes.join(' ')} {...props} />
}
