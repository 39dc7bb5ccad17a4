import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  useGetSearchPageListQuery,
  useGetTrainResAuditPageListQuery,
  useGetTrainResPageListQuery,
} from '../../api/train-res'
import { useGetResDirTreeQuery } from '../../api/train-resdir'
import { ListPage } from '../../components/list/list-page'
import { hrefs } from '../../lib/paths'
import { ListTable } from '../../components/list/list-table'
import { NO_PAGE } from '../../components/list/paging'
import { useDialog } from '../../components/list/use-dialog'
import { useListState } from '../../components/list/use-list-state'
import { useRowSelection } from '../../components/list/use-row-selection'
import type { ResListPage } from './allowed-actions'
import { dirNames } from '../../lib/training-dirs'
import { resColumns } from './res-columns'
import { preloadResDialogs, type ResDialogKind } from './res-dialog-loaders'
import { ResDialogs } from './res-dialogs'
import { ResFilters } from './res-filters'
import { resListBody, resListSpec } from './res-query'
import type { ResRow } from './res-row'
import { KNOWN_STATUS_OPTIONS, mergeStatusOptions } from './res-status'
import { useResActions } from './use-res-actions'
import { WorkflowBar } from './workflow-bar'
import './resources.css'

// the editor goes back (history) to this list, with its filters and page, after a save
const FROM_LIST = { state: { fromList: true } }

// Each page calls one of these for its whole life (the page never changes under a mounted list).
const LISTS = {
  resources: { title: '培训资源', useList: useGetTrainResPageListQuery },
  'resource-audit': { title: '资源审核', useList: useGetTrainResAuditPageListQuery },
  'resource-search': { title: '资源查询', useList: useGetSearchPageListQuery },
} as const

/**
 * A resource list: 培训资源 (GetTrainResPageList, with 新增, selection and batch actions),
 * 资源审核 (GetTrainResAuditPageList) or 资源查询 (GetSearchPageList). Keyword, directory,
 * status, page and size live in the URL; rows offer the actions allowedActions gives them.
 */
export function ResourceList({ page }: { page: ResListPage }) {
  const { title, useList } = LISTS[page]
  const list = useListState(resListSpec)
  const query = useList(resListBody(list))
  const result = query.data ?? NO_PAGE
  const tree = useGetResDirTreeQuery()
  const selection = useRowSelection<ResRow>()
  const dialog = useDialog<ResDialogKind, ResRow>()
  const actions = useResActions(page)
  const navigate = useNavigate()

  // the status filter names every code the answers have brought so far
  const [statuses, setStatuses] = useState(KNOWN_STATUS_OPTIONS)
  const merged = mergeStatusOptions(statuses, result.rows)
  if (merged !== statuses) setStatuses(merged)

  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  const { open } = dialog
  const names = useMemo(() => dirNames(tree.data), [tree.data])
  const columns = useMemo(
    () =>
      resColumns({
        page,
        dirNames: names,
        on: {
          edit: (row) => void navigate(hrefs.resourceEdit(row.id), FROM_LIST),
          submit: (row) => void actions.submit(row),
          revoke: (row) => void actions.revoke(row),
          audit: (row) => open('audit', row),
          history: (row) => open('history', row),
          private: (row) => void actions.togglePrivate(row),
          recommend: (row) => void actions.toggleRecommend(row),
          move: (row) => open('move', row),
          up: (row) => void actions.move(row, 'up'),
          down: (row) => void actions.move(row, 'down'),
          order: (row) => open('order', row),
          collect: (row) => void actions.collect(row),
          delete: (row) => void actions.remove(row),
        },
      }),
    [page, names, navigate, actions, open],
  )
  const batch = (run: (rows: ResRow[]) => Promise<boolean>) => async () => {
    if (await run(selection.rows)) selection.clear()
  }

  return (
    <ListPage fallbackTitle={title} onIntent={preloadResDialogs}>
      <ResFilters list={list.filterBar} statuses={statuses} />
      <WorkflowBar
        page={page}
        selected={selection.keys.length}
        on={{
          add: () => void navigate(hrefs.resourceEdit(), FROM_LIST),
          submit: batch(actions.submitMany),
          remove: batch(actions.removeMany),
        }}
      />
      <ListTable<ResRow>
        label={`${title}列表`}
        list={list}
        rowKey="id"
        columns={columns}
        rows={result.rows}
        total={result.total}
        loading={query.isFetching}
        error={query.error}
        errorTitle={`${title}列表加载失败`}
        onRetry={retry}
        selection={page === 'resources' ? selection : undefined}
      />
      <ResDialogs dialog={dialog} />
    </ListPage>
  )
}
