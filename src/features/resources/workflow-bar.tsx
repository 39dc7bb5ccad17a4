import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { ResListPage } from './allowed-actions'

/** What the bar's buttons do; the page owns the calls. */
export interface WorkflowBarHandlers {
  add: () => void
  submit: () => void
  remove: () => void
}

/** Props of WorkflowBar. */
export interface WorkflowBarProps {
  page: ResListPage
  /** how many rows (of every page) the batch buttons act on */
  selected: number
  on: WorkflowBarHandlers
}

/**
 * The buttons above a resource list. 培训资源 has 新增 and the batch actions over the selection
 * kept across pages: 提交审核 (BatchPostCheck) and 批量删除 (BatchDelete). The review and search
 * lists have no batch call: no bar.
 */
export function WorkflowBar({ page, selected, on }: WorkflowBarProps) {
  if (page !== 'resources') return null
  const count = selected > 0 ? `（${selected}）` : ''
  return (
    <div className="list-toolbar" role="toolbar" aria-label="资源操作">
      <Button type="primary" icon={<PlusOutlined />} onClick={on.add}>
        新增
      </Button>
      <Button onClick={on.submit}>提交审核{count}</Button>
      <Button danger onClick={on.remove}>
        批量删除{count}
      </Button>
    </div>
  )
}
