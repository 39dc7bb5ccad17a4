import { Button, Form, Space } from 'antd'
import { memo, useEffect, useRef, type ReactNode } from 'react'
import './list.css'

/** The list state a filter bar reads and writes (useListState's answer fits). */
export interface FilterBarList<V> {
  filters: V
  setFilters: (next: Partial<V>) => void
  reset: () => void
}

/** Props of FilterBar. */
export interface FilterBarProps<V> {
  list: FilterBarList<V>
  /** the screen's Form.Items, named after its filters */
  children: ReactNode
  /** buttons after 查询 / 重置 (新增, 导出 ...) */
  extra?: ReactNode
  label?: string
}

/**
 * The inline filter form above a list: 查询 (or Enter) applies the fields and goes to page 1,
 * 重置 clears them. The fields follow the URL (back, a shared link). Memoised: given a list that
 * keeps its identity while the filters do (useListState's `filterBar`), paging does not re-render
 * it, and what was typed but not applied stays.
 */
export const FilterBar = memo(function FilterBar<V extends object>({
  list,
  children,
  extra,
  label = '查询条件',
}: FilterBarProps<V>) {
  const [form] = Form.useForm<V>()
  const { filters } = list
  // what 查询 applied, until the URL's filters come back: the router renders them in a
  // transition, which a click may overtake, and a field changed meanwhile keeps its new value
  const applied = useRef<Record<string, unknown> | null>(null)
  // the URL is the truth: a back step or 重置 shows its values in the fields (every key is
  // present, so a filter back at an undefined default clears its field too)
  useEffect(() => {
    const sent = applied.current
    applied.current = null
    if (!sent) return form.setFieldsValue(filters)
    const now = form.getFieldsValue(true) as Record<string, unknown>
    const untouched = Object.entries(filters).filter(([key]) => Object.is(now[key], sent[key]))
    form.setFieldsValue(Object.fromEntries(untouched) as Parameters<typeof form.setFieldsValue>[0])
  }, [form, filters])

  return (
    <Form<V>
      form={form}
      className="list-filter-bar"
      layout="inline"
      role="search"
      aria-label={label}
      initialValues={filters}
      onFinish={(values) => {
        const sent = values as Record<string, unknown>
        const shown = filters as Record<string, unknown>
        // a 查询 that changes nothing brings no filters back: nothing to wait for
        const changes = Object.keys(sent).some((key) => !Object.is(sent[key], shown[key]))
        applied.current = changes ? { ...sent } : null
        list.setFilters(values)
      }}
    >
      {children}
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              applied.current = null
              list.reset()
            }}
          >
            重置
          </Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  )
}) as <V extends object>(props: FilterBarProps<V>) => ReactNode
