import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Skeleton, Table, type TableColumnsType } from 'antd'
import { useGetStatisticDataListQuery, type StatisticItem } from '../../api/project-project'
import { SectionBoundary } from '../../components/section-boundary'
import { formatPercent } from './chart-option'
import { QueryState } from '../../components/query-state'

// echarts is heavy: its module loads on its own, after the rest of the dashboard has shown.
const StatisticsChart = lazy(() =>
  import('./statistics-chart').then((m) => ({ default: m.StatisticsChart })),
)

/** A row of the table: the item and its place (items have no id; names may repeat). */
type Row = StatisticItem & { key: number }

// a figure the answer leaves out shows —, never 0
const figure = (value: number | undefined) => value ?? '—'

const columns: TableColumnsType<Row> = [
  { title: '项目名称', dataIndex: 'itemName', render: (name: string) => name || '—' },
  { title: '参训人数', dataIndex: 'itemCount1', align: 'right', render: figure },
  { title: '完成单位数', dataIndex: 'itemCount2', align: 'right', render: figure },
  {
    title: '完成率',
    dataIndex: 'itemPercent1',
    align: 'right',
    render: (value: number | undefined) => formatPercent(value),
  },
]

const NO_ITEMS: StatisticItem[] = []

const chartSkeleton = <Skeleton active title={false} paragraph={{ rows: 7 }} />

/** True once the browser has painted and had a moment to spare after `ready` became true. */
function useAfterPaint(ready: boolean): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!ready || done) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDone(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready, done])
  return done
}

/** 项目统计 (role types 1 to 6 except 4): a chart and a table of GetStatisticDataList. */
export function ProjectStatistics() {
  const query = useGetStatisticDataListQuery()
  const items = query.data ?? NO_ITEMS
  const rows = useMemo(() => items.map((item, key) => ({ ...item, key })), [items])
  const showChart = useAfterPaint(items.length > 0)
  return (
    <QueryState query={query} empty={!items.length} errorTitle="项目统计加载失败" rows={6}>
      <SectionBoundary name="项目统计图">
        <div className="dash-chart-box">
          {showChart ? (
            <Suspense fallback={chartSkeleton}>
              <StatisticsChart items={items} />
            </Suspense>
          ) : (
            chartSkeleton
          )}
        </div>
      </SectionBoundary>
      {/* scrolls sideways on a phone: a region the keyboard can reach (the rows hold no link) */}
      <div className="dash-table-scroll" role="region" aria-label="项目统计表" tabIndex={0}>
        <Table<Row>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
        />
      </div>
    </QueryState>
  )
}
