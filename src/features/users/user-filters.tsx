import { Form, Input, Select } from 'antd'
import { lazy, memo, Suspense, type ReactNode } from 'react'
import { FilterBar, type FilterBarList } from '../../components/list/filter-bar'
import type { UserListState } from './user-query'

// only platform users filter by company: the others never load it
const CompanySelect = lazy(() =>
  import('../../components/company-select').then((m) => ({ default: m.CompanySelect })),
)

/** The company filter; Form.Item gives it value and onChange, passed on once it has loaded. */
function LazyCompanySelect(props: {
  id?: string
  value?: string
  onChange?: (code?: string) => void
}) {
  return (
    <Suspense fallback={<Select aria-label="公司" loading style={{ width: 240 }} />}>
      <CompanySelect
        {...props}
        placeholder="输入名称搜索公司"
        aria-label="公司"
        style={{ width: 240 }}
      />
    </Suspense>
  )
}

const statusOptions = [
  { value: 1, label: '启用' },
  { value: 0, label: '禁用' },
]

/** Props of UserFilters. */
export interface UserFiltersProps {
  list: FilterBarList<UserListState['filters']>
  /** platform users (sysRoles 1 and 2) filter by company too */
  platform: boolean
  /** the buttons after 查询 / 重置 */
  extra?: ReactNode
}

/** The user list's filters: company (platform users), keyword and status (behaviour B2.30). */
export const UserFilters = memo(function UserFilters({ list, platform, extra }: UserFiltersProps) {
  return (
    <FilterBar list={list} label="查询用户" extra={extra}>
      {platform && (
        <Form.Item name="company" label="公司">
          <LazyCompanySelect />
        </Form.Item>
      )}
      <Form.Item name="keyword" label="关键字">
        <Input placeholder="登录账号、姓名、公司、手机号" allowClear style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select options={statusOptions} placeholder="全部" allowClear style={{ width: 120 }} />
      </Form.Item>
    </FilterBar>
  )
})
