import { useMemo } from 'react'
import { sanitizeHtml } from '../lib/sanitize'

/** Server HTML (notice and news bodies) rendered only after DOMPurify has cleaned it. */
export function SafeHtml({
  html,
  className,
}: {
  html: string | null | undefined
  className?: string
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
