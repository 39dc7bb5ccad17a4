import type { ReactNode } from 'react'
import './page-section.css'

export interface FirstClassSectionProps {
  id: string
  title: string
  /** small English tag next to the title (HOT, NEW, GOOD) */
  tag?: string
  className?: string
  children: ReactNode
}

/** A titled block of /firstclassindex; the h2 names the region for screen readers. */
export function FirstClassSection({ id, title, tag, className, children }: FirstClassSectionProps) {
  return (
    <section
      className={`page-section fc-section ${className ?? ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="page-section__head fc-section__head">
        <h2 id={`${id}-title`} className="page-section__title">
          {title}
        </h2>
        {tag && (
          <span className="fc-section__tag" aria-hidden>
            {tag}
          </span>
        )}
      </div>
      {children}
    </section>
  )
}
