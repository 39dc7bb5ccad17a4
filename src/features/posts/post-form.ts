import type { Post, SavePostBody } from '../../api/user-post'

/** The post dialog's mode: 1 adds (新增), 2 edits (编辑). */
export type PostDialogType = 1 | 2

/** Importance: 1-3 stars, 3 by default (spec 9). */
export const IMPORTANCE_STARS = 3
export const DEFAULT_IMPORTANCE = 3

/** What the form holds. */
export interface PostFormValues {
  postName: string
  importance: number
}

/**
 * The form's starting values: adding starts from importance 3; editing from a copy of the row
 * (typing never changes the row the list shows).
 */
export function postFormValues(type: PostDialogType, row?: Post): Partial<PostFormValues> {
  if (type === 1 || !row) return { importance: DEFAULT_IMPORTANCE }
  return { ...row, importance: row.importance || DEFAULT_IMPORTANCE }
}

/** SavePost's body: postName, importance, and the id when editing (spec 7). */
export function savePostBody(
  values: PostFormValues,
  type: PostDialogType,
  row?: Post,
): SavePostBody {
  const body = { postName: values.postName.trim(), importance: values.importance }
  return type === 2 && row?.id !== undefined ? { ...body, id: row.id } : body
}
