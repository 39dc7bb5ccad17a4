import { useCallback, useMemo } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input } from 'antd'
import { useGetPostListPageQuery, type Post } from '../../api/user-post'
import { FilterBar } from '../../components/list/filter-bar'
import type { DialogMode } from '../../components/list/form-dialog'
import { ListPage } from '../../components/list/list-page'
import { ListTable } from '../../components/list/list-table'
import { NO_PAGE } from '../../components/list/paging'
import { useDialog } from '../../components/list/use-dialog'
import { useListState } from '../../components/list/use-list-state'
import type { OrgTreeItem } from '../../components/org-post/org-tree'
import { toastWarning } from '../../lib/feedback'
import { postColumns } from './post-columns'
import { editRefusal } from './post-form'
import { OrgUpdateDialog, PostDialog, preloadPostDialogs } from './post-dialog-loaders'
import { PostOrgTree } from './post-org-tree'
import { assignRefusal, orgIdsOfPaths, postListBody, postListSpec } from './post-query'
import { usePostActions } from './use-post-actions'
import './posts.css'

// a row's key only has to be its own on the page
const postKey = (post: Post) => post.postCode ?? `no-code:${post.id ?? post.postName ?? ''}`

/**
 * 岗位管理 (/system/post): the organisation tree on the left, the posts of the department clicked
 * (or every post) on the right with a keyword over department and post names; department,
 * keyword, page and size in the URL. Rows: 编辑, 更新部门, 移除 (from the chosen department), 删除.
 */
function PostsPage() {
  const list = useListState(postListSpec)
  const { filters, setFilters } = list
  const orgCode = filters.org
  const query = useGetPostListPageQuery(postListBody(list))
  const page = query.data ?? NO_PAGE
  const dialog = useDialog<DialogMode, Post>()
  // its own state: the post dialog keeps its title while it fades out as this one opens
  const assigning = useDialog<'assign', Post>()
  const actions = usePostActions()

  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  const pickOrg = useCallback((org: string) => setFilters({ org }), [setFilters])
  // 重置 clears the keyword only: the department stays chosen in the tree
  const filterBar = useMemo(
    () => ({ filters, setFilters, reset: () => setFilters({ keyword: '' }) }),
    [filters, setFilters],
  )
  const { open: openDialog } = dialog
  const { open: openAssign } = assigning
  const columns = useMemo(
    () =>
      postColumns({
        inDepartment: !!orgCode,
        on: {
          // what the row could not give is refused at the click, before anything is typed
          edit: (post) => {
            const refusal = editRefusal(post)
            if (refusal) toastWarning(refusal)
            else openDialog('edit', post)
          },
          remove: (post) => void actions.remove(post),
          detach: (post) => void actions.detach(post, orgCode),
          assign: (post) => {
            const refusal = assignRefusal(post)
            if (refusal) toastWarning(refusal)
            else openAssign('assign', post)
          },
        },
      }),
    [orgCode, openDialog, openAssign, actions],
  )
  const assigned = assigning.row
  const presetIds = useMemo(() => orgIdsOfPaths(assigned?.orgNamePathsStr), [assigned])
  const saveAssign = useCallback(
    (paths: OrgTreeItem[][]) => (assigned ? actions.assign(assigned, paths) : false),
    [assigned, actions],
  )

  return (
    <ListPage fallbackTitle="岗位管理" onIntent={preloadPostDialogs}>
      <div className="posts-layout">
        <aside className="posts-layout__tree" aria-label="组织机构">
          <PostOrgTree value={orgCode} onChange={pickOrg} />
        </aside>
        <section className="posts-layout__list" aria-label="岗位">
          <FilterBar
            list={filterBar}
            label="查询岗位"
            extra={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog('add')}>
                新增
              </Button>
            }
          >
            <Form.Item name="keyword" label="关键字">
              <Input placeholder="部门或岗位名称" allowClear style={{ width: 220 }} />
            </Form.Item>
          </FilterBar>
          <ListTable<Post>
            label="岗位列表"
            list={list}
            rowKey={postKey}
            columns={columns}
            rows={page.rows}
            total={page.total}
            loading={query.isFetching}
            error={query.error}
            errorTitle="岗位列表加载失败"
            onRetry={retry}
          />
        </section>
      </div>
      <PostDialog
        open={dialog.isOpen()}
        type={dialog.kind === 'edit' ? 2 : 1}
        row={dialog.row}
        onClose={dialog.close}
      />
      <OrgUpdateDialog
        open={assigning.isOpen()}
        value={presetIds}
        onSave={saveAssign}
        onClose={assigning.close}
      />
    </ListPage>
  )
}

export { PostsPage as Component }
