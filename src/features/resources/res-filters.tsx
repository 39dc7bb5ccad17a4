import { Form, Input, Select } from 'antd'
import { memo, type ReactNode } from 'react'
import { FilterBar, type FilterBarList } from '../../components/list/filter-bar'
import { DirSelect } from './dir-select'
import type { ResListState } from './res-query'
import type { StatusOption } from './res-status'

/** Props of ResFilters. */
export interface ResFiltersProps {
  list: FilterBarList<ResListState['filters']>
  /** the status options: the known codes and those the answers brought */
  statuses: StatusOption[]
  extra?: ReactNode
}

/** The resource lists' filters: keyword, directory and status (all in the URL). */
export const ResFilters = memo(function ResFilters({ list, statuses, extra }: ResFiltersProps) {
  return (
    <FilterBar list={list} label="查询资源" extra={extra}>
      <Form.Item name="keyword" label="关键字">
        <Input placeholder="资源名称、简介" allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="dir" label="资源目录">
        <DirSelect aria-label="资源目录" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select
          aria-label="状态"
          options={statuses}
          placeholder="全部"
          allowClear
          style={{ width: 120 }}
        />
      </Form.Item>
    </FilterBar>
  )
})
