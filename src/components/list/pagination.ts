import type { PaginationProps } from 'antd'
import type { ListPaging } from './use-list-state'

/**
 * The pager of a list screen (behaviour B9.5): total, sizes and jumper, page and size from the URL.
 */
export function listPagination(list: ListPaging, total: number) {
  return {
    current: list.page,
    pageSize: list.size,
    total,
    pageSizeOptions: [...list.pageSizes],
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (count: number) => `共 ${count} 条`,
    onChange: (page: number, size: number) => list.setPage(page, size),
  } satisfies PaginationProps
}
