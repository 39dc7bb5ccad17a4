import { Skeleton } from 'antd'
import { useMemo } from 'react'
import { ListPage } from '../../components/list/list-page'
import { ListTable } from '../../components/list/list-table'
import { useListState } from '../../components/list/use-list-state'
import { noticeColumns } from './notice-columns'
import { NoticeFilters } from './notice-filters'
import { categoriesOf, noticeListSpec, noticePage, type NoticeRow } from './notice-query'
import { useNoticeLists } from './use-notice-lists'
import './notices-admin.css'

/**
 * 通知管理 (/notice/index): the notices of the home page's categories, filtered by category and
 * title, paged in the URL. The backend answers whole lists per category, so the title filter and
 * the paging run here. Read only: the spec documents no call that creates, edits or deletes a
 * notice (docs/backend-contract.md).
 */
function NoticesPage() {
  const list = useListState(noticeListSpec)
  const query = useNoticeLists(categoriesOf(list.filters.type))
  const { filters, page: current, size } = list
  const page = useMemo(
    () => noticePage(query.lists, { filters, page: current, size }),
    [query.lists, filters, current, size],
  )

  return (
    <ListPage fallbackTitle="通知管理">
      <NoticeFilters list={list} />
      {query.loading ? (
        // the first load: the list's shape, not an empty table under a spinner
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : (
        <ListTable<NoticeRow>
          label="通知列表"
          list={list}
          rowKey="key"
          columns={noticeColumns}
          rows={page.rows}
          total={page.total}
          loading={query.fetching}
          error={query.error}
          errorTitle="通知列表加载失败"
          onRetry={query.retry}
        />
      )}
    </ListPage>
  )
}

export { NoticesPage as Component }
