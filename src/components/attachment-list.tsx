import { PaperClipOutlined } from '@ant-design/icons'
import { safeFileUrl } from '../lib/file-url'
import './attachment-list.css'

export interface AttachmentItem {
  key?: string | number
  name: string
  /** an item without a (safe) url shows its name without a link */
  url?: string
}

/** Download links of a notice or news item; renders nothing without items. */
export function AttachmentList({
  items,
  title = '附件',
}: {
  items: AttachmentItem[] | null | undefined
  title?: string
}) {
  if (!items?.length) return null
  return (
    <section className="attachment-list" aria-label={title}>
      <h2 className="attachment-list__title">{title}：</h2>
      <ul>
        {items.map((item, i) => {
          const href = safeFileUrl(item.url)
          const name = item.name || `附件${i + 1}`
          return (
            <li key={item.key ?? `${i}-${item.url ?? ''}`}>
              <PaperClipOutlined aria-hidden />
              {href ? (
                <a href={href} download={name} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              ) : (
                <span>{name}</span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
