import { useMemo, useState } from 'react'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Button, Calendar, Spin } from 'antd'
import type { Dayjs } from 'dayjs'
import type { CellRenderInfo } from '@rc-component/picker/interface'
import { useLearningMonthLogQuery } from '../../api/train-res'
import { LoadError } from '../../components/load-error'
import dayjs from '../../lib/dayjs'
import { minutesByDay } from './calendar-days'
import { DashboardCard } from './dashboard-card'

function DayCell({ date, minutes }: { date: Dayjs; minutes: number }) {
  const studied = minutes > 0
  return (
    <div
      className={`ant-picker-cell-inner dash-cal__day${studied ? ' dash-cal__day--studied' : ''}`}
      title={studied ? `${minutes}分钟` : undefined}
    >
      <span className="dash-cal__date">{date.date()}</span>
      {studied && (
        <>
          <span className="dash-cal__min" aria-hidden>
            {minutes}分
          </span>
          <span className="sr-only">学习{minutes}分钟</span>
        </>
      )}
    </div>
  )
}

/**
 * The learning calendar (behaviour B1.2, B2.24): minutes learned per day of a month, days with
 * study highlighted; switching months asks LearningMonthLog for that month (YYYY-MM).
 */
export function LearningCalendar() {
  const [value, setValue] = useState(() => dayjs())
  const month = value.format('YYYY-MM')
  const query = useLearningMonthLogQuery({ month })
  // currentData: while another month loads, never the previous month's minutes
  const days = useMemo(() => minutesByDay(query.currentData ?? []), [query.currentData])
  const total = [...days.values()].reduce((sum, m) => sum + m, 0)
  const latest = !value.isBefore(dayjs(), 'month')

  const cell = (date: Dayjs, info: CellRenderInfo<Dayjs>) => {
    if (info.type !== 'date') return info.originNode
    // days of the neighbouring months are left blank: this month's log says nothing of them
    if (!date.isSame(value, 'month')) return <div className="ant-picker-cell-inner" aria-hidden />
    return <DayCell date={date} minutes={days.get(date.format('YYYY-MM-DD')) ?? 0} />
  }

  return (
    <DashboardCard title="学习日历" className="dash-cal">
      <div className="dash-cal__head">
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label="上一月"
          onClick={() => setValue(value.subtract(1, 'month'))}
        />
        <span className="dash-cal__month" aria-live="polite">
          {value.format('YYYY年M月')}
        </span>
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label="下一月"
          disabled={latest}
          onClick={() => setValue(value.add(1, 'month'))}
        />
      </div>
      {query.isError ? (
        <LoadError
          title="学习日历加载失败"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Spin spinning={query.isFetching} description="加载中">
          <Calendar
            fullscreen={false}
            value={value}
            onChange={setValue}
            headerRender={() => null}
            disabledDate={(date) => !date.isSame(value, 'month')}
            fullCellRender={cell}
          />
          <p className="dash-cal__total">
            {query.isFetching
              ? '\u00a0'
              : days.size
                ? `本月学习 ${days.size} 天，累计 ${total} 分钟`
                : '暂无数据'}
          </p>
        </Spin>
      )}
    </DashboardCard>
  )
}
