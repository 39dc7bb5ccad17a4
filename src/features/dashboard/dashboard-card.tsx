import { useId, type ReactNode } from 'react'
import { Card } from 'antd'
import { SectionBoundary } from '../../components/section-boundary'

export interface DashboardCardProps {
  title: string
  extra?: ReactNode
  className?: string
  children: ReactNode
}

/** A card of the dashboard: a named region whose content cannot take the page down. */
export function DashboardCard({ title, extra, className, children }: DashboardCardProps) {
  const id = useId()
  return (
    <Card
      title={
        <h2 id={id} className="dash-card__title">
          {title}
        </h2>
      }
      extra={extra}
      className={`dash-card ${className ?? ''}`}
      role="region"
      aria-labelledby={id}
    >
      <SectionBoundary name={title}>{children}</SectionBoundary>
    </Card>
  )
}
