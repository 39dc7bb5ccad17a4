import type { ReactNode } from 'react'
import './page-section.css'
import { SectionBoundary } from '../../components/section-boundary'

export interface HomeSectionProps {
  id: string
  title: string
  extra?: ReactNode
  className?: string
  children: ReactNode
}

/** A titled block of the home page (h2 names the region for screen readers). */
export function HomeSection({ id, title, extra, className, children }: HomeSectionProps) {
  return (
    <section
      className={`page-section home-section ${className ?? ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="page-section__head home-section__head">
        <h2 id={`${id}-title`} className="page-section__title">
          {title}
        </h2>
        {extra}
      </div>
      <SectionBoundary name={title}>{children}</SectionBoundary>
    </section>
  )
}
