import { echo } from '../../api/echo'
import type { Post, SavePostBody } from '../../api/user-post'

/** The post dialog's mode: 1 adds (新增), 2 edits (编辑). */
export type PostDialogType = 1 | 2

/** Importance: 1-3 stars, 3 by default (behaviour B9.7). */
export const IMPORTANCE_STARS = 3
export const DEFAULT_IMPORTANCE = 3

/** SavePost edits by id: without one, a save would add another post instead. */
export const POST_ID_UNREAD = '未能读取岗位编号，无法编辑（保存会新增一个岗位）'
/** Under 重要程度 when the row did not carry it. */
export const IMPORTANCE_UNREAD = '未读取到原值，不选则保持不变'

/** What the form holds; importance is empty while an edited row's could not be read. */
export interface PostFormValues {
  postName: string
  importance?: number
}

/**
 * The form's starting values: adding starts from importance 3; editing from a copy of the row's
 * name and importance (typing never changes the row the list shows). An importance the row did
 * not carry stays empty: it is never taken as 3.
 */
export function postFormValues(type: PostDialogType, row?: Post): Partial<PostFormValues> {
  if (type === 1 || !row) return { importance: DEFAULT_IMPORTANCE }
  return { postName: row.postName ?? '', importance: row.importance }
}

/** Why a row cannot be edited, or undefined when it can. */
export function editRefusal(row: Post | undefined): string | undefined {
  return row && row.id === undefined ? POST_ID_UNREAD : undefined
}

/**
 * SavePost's body: postName, importance, and the id when editing (behaviour B7.7). An edit is a
 * copy of the row (behaviour B4: "type 2 edit gives a copy of the row"): the row as
 * GetPostListPage gave it, every key (echo.ts), with the name and the importance on top. An
 * importance the edited row did not carry and the user did not choose is left out.
 */
export function savePostBody(
  values: PostFormValues,
  type: PostDialogType,
  row?: Post,
): SavePostBody {
  const importance = values.importance ?? (type === 1 ? DEFAULT_IMPORTANCE : undefined)
  const body: SavePostBody = {
    postName: values.postName.trim(),
    ...(importance !== undefined ? { importance } : {}),
  }
  return type === 2 && row?.id !== undefined ? echo(row, { ...body, id: row.id }) : body
}
