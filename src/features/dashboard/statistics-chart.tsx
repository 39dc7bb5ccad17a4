import { useEffect, useRef } from 'react'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { init, use as install, type ECharts } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { StatisticItem } from '../../api/project-project'
import { chartOption } from './chart-option'

// Only what this chart draws, so the lazily loaded chunk stays as small as echarts allows.
install([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer])

/**
 * The project statistics chart. It draws once its box has a width (a hidden tab or a test
 * document has none), follows the box's size, and is disposed with the component.
 */
export function StatisticsChart({ items }: { items: StatisticItem[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    let chart: ECharts | undefined
    const fit = () => {
      if (el.clientWidth === 0) return
      if (chart) chart.resize()
      else chart = init(el)
      chart.setOption(chartOption(items, el.clientWidth))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(el)
    return () => {
      observer.disconnect()
      chart?.dispose()
    }
  }, [items])
  return (
    <div
      ref={box}
      className="dash-chart"
      role="img"
      aria-label="项目统计图：各项目的参训人数、完成单位数和完成率，数据见下表"
    />
  )
}
