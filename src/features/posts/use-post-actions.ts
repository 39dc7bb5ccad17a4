import { useMemo } from 'react'
import { baseApi } from '../../api/base-api'
import { useRemoveOrgPostMutation } from '../../api/user-orgpost'
import {
  useDeletePostMutation,
  useSetOrgPostBySelectOrgMutation,
  type Post,
} from '../../api/user-post'
import type { OrgTreeItem } from '../../components/org-post/org-tree'
import { confirmAction, confirmDelete } from '../../lib/confirm'
import { toastWarning } from '../../lib/feedback'
import { useAppDispatch } from '../../lib/hooks'
import { runMutation } from '../../lib/mutation'
import { lastIds } from './post-query'

/** The confirmations (behaviour B8.8). */
export const DELETE_POST_CONFIRM = '是否删除此岗位'
export const DETACH_POST_CONFIRM = '是否移除当前部门下此岗位'

/** The row actions of the post list that call the backend; each returns whether it worked. */
export function usePostActions() {
  const [deletePost] = useDeletePostMutation()
  const [removeOrgPost] = useRemoveOrgPostMutation()
  const [setOrgPost] = useSetOrgPostBySelectOrgMutation()
  const dispatch = useAppDispatch()

  return useMemo(() => {
    const remove = (post: Post) =>
      confirmDelete(() => runMutation(deletePost(post), '删除成功!'), DELETE_POST_CONFIRM)

    /** 移除: the row (with the department it was listed under) leaves that department. */
    const detach = async (post: Post, orgCode: string) => {
      if (!(await confirmAction({ content: DETACH_POST_CONFIRM }))) return false
      const done = await runMutation(removeOrgPost({ ...post, orgCode }), '移除成功!')
      // the list is GetPostListPage (tag Post), which Removeorgpost leaves alone
      if (done) dispatch(baseApi.util.invalidateTags(['Post']))
      return done
    }

    /** 更新部门 saved: the post belongs to the chosen departments (the last id of each path). */
    const assign = async (post: Post, paths: OrgTreeItem[][]) => {
      if (!post.postCode) {
        toastWarning('请选择岗位！')
        return false
      }
      return runMutation(
        setOrgPost({ PostCode: post.postCode, OrgIds: lastIds(paths) }),
        '设置成功',
      )
    }

    return { remove, detach, assign }
  }, [deletePost, removeOrgPost, setOrgPost, dispatch])
}
