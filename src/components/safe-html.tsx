import { useMemo } from 'react'
import { sanitizeHtml } from '../lib/sanitize'
import './safe-html.css'

/**
 * Server HTML (notice and news bodies) rendered only after DOMPurify has cleaned it; its links
 * underlined, so they show as links without their colour.
 */
export function SafeHtml({
  html,
  className,
}: {
  html: string | null | undefined
  className?: string
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div
      className={className ? `safe-html ${className}` : 'safe-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
