import { chartOption, formatPercent } from './chart-option'

const items = [
  { itemName: '华东机械2026年度工伤预防培训', itemCount1: 89, itemCount2: 1, itemPercent1: 3.2 },
  { itemName: '新员工三级安全教育', itemCount1: 30, itemCount2: 0, itemPercent1: 56.67 },
  { itemName: '特种设备操作专项培训', itemCount1: 41, itemCount2: 1, itemPercent1: 100 },
]

type Axis = { data: string[]; axisLabel: { width: number } }
type Series = { name: string; type: string; data: number[]; yAxisIndex?: number }

describe('the project statistics chart', () => {
  it('draws people and companies as bars and the completion rate as a line on its own axis', () => {
    const option = chartOption(items)
    expect((option.xAxis as Axis).data).toEqual(items.map((i) => i.itemName))
    const series = option.series as Series[]
    expect(series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['参训人数', 'bar', [89, 30, 41]],
      ['完成单位数', 'bar', [1, 0, 1]],
      ['完成率', 'line', [3.2, 56.67, 100]],
    ])
    expect(series[2].yAxisIndex).toBe(1)
    expect(formatPercent(56.67)).toBe('56.7%')
  })

  it('shares the width among the project names and keeps the legend on one line on a phone', () => {
    const wide = (chartOption(items, 1200).xAxis as Axis).axisLabel.width
    const phone = chartOption(items, 320)
    expect(wide).toBe(120)
    expect((phone.xAxis as Axis).axisLabel.width).toBeLessThan(70)
    expect((phone.xAxis as Axis).axisLabel.width).toBeGreaterThanOrEqual(40)
    expect(phone.legend).toMatchObject({ type: 'scroll' })
  })

  it('leaves a figure the answer does not carry as a gap and —, never 0', () => {
    const series = chartOption([{ itemName: '无数据项目' }]).series as Series[]
    expect(series.map((s) => s.data)).toEqual([['-'], ['-'], ['-']])
    expect(formatPercent(undefined)).toBe('—')
    expect(formatPercent(0)).toBe('0%')
  })
})
