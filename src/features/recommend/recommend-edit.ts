import type { Id } from '../../api/types'
import type { RecommendedList, RecommendResBody } from '../../api/train-res'

/**
 * The three recommended lists (IndexRecommendRes cate): 1 精选好课 (HOT), 2 新课推荐 (NEW),
 * 3 免费好课 (GOOD), as the first-class landing page shows them.
 */
export const RECOMMEND_CATES = [
  { cate: 1, title: '精选好课', tag: 'HOT' },
  { cate: 2, title: '新课推荐', tag: 'NEW' },
  { cate: 3, title: '免费好课', tag: 'GOOD' },
] as const

export type RecommendCate = (typeof RECOMMEND_CATES)[number]['cate']

/**
 * EditRecommendRes replaces a whole list: `ids` is the list in its new order (the first is shown
 * first); a course left out leaves the list. A course sits in one list at a time: adding it to
 * another moves it there. Adding, removing and reordering are all this one body.
 */
export function recommendBody(cate: RecommendCate, ids: readonly Id[]): RecommendResBody {
  return { cate, ids: [...ids] }
}

const DROPS = '保存会移除未列出的课程'

/**
 * Why a list cannot be saved: EditRecommendRes replaces the whole list, and the list read is a
 * public one that may leave courses out (private or unpublished ones, or a cap on its length).
 * It is known whole only when the answer counts it (the envelope's total) and the count is the
 * rows that came. undefined when the list may be saved.
 */
export function incompleteList(list: RecommendedList | undefined): string | undefined {
  if (!list) return undefined
  const { rows, total } = list
  if (total === rows.length) return undefined
  if (total === undefined || total < rows.length)
    return `服务器没有返回该推荐列表的课程总数，无法确认列表是否完整，${DROPS}，因此不能修改`
  return `服务器只返回了该推荐列表 ${total} 门课程中的 ${rows.length} 门，${DROPS}，因此不能修改`
}

/** The list with `picked` added at its end (those already in it stay where they are). */
export function withAdded(ids: readonly Id[], picked: readonly Id[]): Id[] {
  const have = new Set(ids.map(String))
  return [...ids, ...picked.filter((id) => !have.has(String(id)))]
}

/** The list without `id`. */
export function without(ids: readonly Id[], id: Id): Id[] {
  return ids.filter((x) => String(x) !== String(id))
}

/** The list with `id` one place up or down; unchanged when it cannot move that way. */
export function moved(ids: readonly Id[], id: Id, direction: 'up' | 'down'): Id[] {
  const from = ids.findIndex((x) => String(x) === String(id))
  const to = direction === 'up' ? from - 1 : from + 1
  const order = [...ids]
  if (from < 0 || to < 0 || to >= ids.length) return order
  ;[order[from], order[to]] = [order[to], order[from]]
  return order
}
