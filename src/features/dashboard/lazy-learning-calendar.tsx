import { lazy, Suspense } from 'react'
import { Card, Skeleton } from 'antd'

// antd's Calendar brings its month and year pickers: it draws after the first cards
const LearningCalendar = lazy(() =>
  import('./learning-calendar').then((m) => ({ default: m.LearningCalendar })),
)

/** The learning calendar card, its code loaded with the page's first render, not before it. */
export function LazyLearningCalendar() {
  return (
    <Suspense
      fallback={
        // not yet the named region: that is the calendar's own card
        <Card className="dash-card" aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 7 }} />
        </Card>
      }
    >
      <LearningCalendar />
    </Suspense>
  )
}
