import type { ReactNode } from 'react'
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
    <section className={`home-section ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <div className="home-section__head">
        <h2 id={`${id}-title`} className="home-section__title">
          {title}
        </h2>
        {extra}
      </div>
      <SectionBoundary name={title}>{children}</SectionBoundary>
    </section>
  )
}
