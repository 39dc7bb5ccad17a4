import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts'
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components'
import type { ComposeOption } from 'echarts/core'
import type { StatisticItem } from '../../api/project-project'

// Types only: this module carries no echarts code, so the table may use formatPercent freely.

type Option = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>

/** A completion rate as the backend sends it (0-100) with at most one decimal; — when not sent. */
export const formatPercent = (value: unknown) => {
  if (value === undefined || value === null || value === '' || value === '-') return '—'
  const n = Number(value)
  return Number.isFinite(n) ? `${Math.round(n * 10) / 10}%` : '—'
}

/** A figure the item leaves out is a gap in the chart ('-' to echarts), never a 0. */
const point = (value: number | undefined) => value ?? '-'

/**
 * Bars of itemCount1 and itemCount2 and a line of itemPercent1 (second axis) per itemName, for a
 * chart `width` px wide: each project name gets its share of the width (cut with …), and the
 * legend stays on one line (it scrolls when narrow: wrapped, it covered the axis names on a phone).
 */
export function chartOption(items: StatisticItem[], width = 800): Option {
  const labelWidth = Math.max(40, Math.min(120, (width - 96) / Math.max(1, items.length) - 8))
  return {
    color: ['#1677ff', '#13a8a8', '#fa8c16'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: items.map((i) => i.itemName),
      axisLabel: { interval: 0, width: labelWidth, overflow: 'truncate' },
    },
    yAxis: [
      { type: 'value', name: '人数', minInterval: 1 },
      { type: 'value', name: '完成率', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      {
        name: '参训人数',
        type: 'bar',
        data: items.map((i) => point(i.itemCount1)),
        barMaxWidth: 28,
      },
      {
        name: '完成单位数',
        type: 'bar',
        data: items.map((i) => point(i.itemCount2)),
        barMaxWidth: 28,
      },
      {
        name: '完成率',
        type: 'line',
        yAxisIndex: 1,
        data: items.map((i) => point(i.itemPercent1)),
        tooltip: { valueFormatter: formatPercent },
      },
    ],
  }
}
