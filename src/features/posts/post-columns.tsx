import { Rate, type TableColumnsType } from 'antd'
import type { Post } from '../../api/user-post'
import { RowActions } from '../../components/list/row-actions'
import { IMPORTANCE_STARS } from './post-form'

/** What a row can open or do; the page owns the dialogs and the calls. */
export interface PostRowHandlers {
  edit: (post: Post) => void
  remove: (post: Post) => void
  /** 移除: out of the department chosen in the tree */
  detach: (post: Post) => void
  assign: (post: Post) => void
}

/** Options of the columns: 移除 only while a department is chosen. */
export interface PostColumnOptions {
  inDepartment: boolean
  on: PostRowHandlers
}

/** The departments of a post: their paths (orgNameStr), or their names. */
const departments = (_: unknown, post: Post) => post.orgNameStr || post.orgName || '-'

/** The post list's columns: name, importance (stars), departments, operations. */
export function postColumns({ inDepartment, on }: PostColumnOptions): TableColumnsType<Post> {
  return [
    {
      key: 'postName',
      title: '岗位名称',
      dataIndex: 'postName',
      render: (value: string | undefined) => value || '-',
    },
    {
      key: 'importance',
      title: '重要程度',
      dataIndex: 'importance',
      width: 130,
      render: (value: number | undefined) =>
        // an importance the row did not carry is unknown, not none
        value === undefined ? (
          <span title="未能读取重要程度">-</span>
        ) : (
          <Rate
            disabled
            count={IMPORTANCE_STARS}
            value={value}
            aria-label={`重要程度 ${value}`}
            className="posts-importance"
          />
        ),
    },
    {
      key: 'orgName',
      title: '所属部门',
      dataIndex: 'orgNameStr',
      ellipsis: { showTitle: true },
      render: departments,
    },
    {
      key: 'actions',
      title: '操作',
      width: 260,
      render: (_, post) => <RowActions inline={4} actions={rowActions(post, inDepartment, on)} />,
    },
  ]
}

function rowActions(post: Post, inDepartment: boolean, on: PostRowHandlers) {
  const actions = [
    { key: 'edit', label: '编辑', onClick: () => on.edit(post) },
    { key: 'assign', label: '更新部门', onClick: () => on.assign(post) },
    { key: 'remove', label: '删除', danger: true, onClick: () => on.remove(post) },
  ]
  if (inDepartment)
    actions.splice(2, 0, { key: 'detach', label: '移除', onClick: () => on.detach(post) })
  return actions
}
