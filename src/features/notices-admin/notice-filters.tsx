import { Form, Input, Select } from 'antd'
import { FilterBar, type FilterBarList } from '../../components/list/filter-bar'
import { noticeCategoryLabel } from './notice-kind'
import { categoryChoices, type NoticeListState } from './notice-query'

const categoryOptions = categoryChoices.map((type) => ({
  value: type,
  label: type === 'all' ? '全部' : noticeCategoryLabel(type),
}))

/** The filters of 通知管理: category (the home page's notice lists) and title. */
export function NoticeFilters({ list }: { list: FilterBarList<NoticeListState['filters']> }) {
  return (
    <FilterBar list={list} label="查询通知">
      <Form.Item name="type" label="栏目">
        <Select options={categoryOptions} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="title" label="标题">
        <Input placeholder="通知标题" allowClear style={{ width: 240 }} />
      </Form.Item>
    </FilterBar>
  )
}
