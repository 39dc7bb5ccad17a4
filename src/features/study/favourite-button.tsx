import { useState } from 'react'
import { Button } from 'antd'
import { StarFilled, StarOutlined } from '@ant-design/icons'
import { useCollectMutation, type TrainResStudyDetail } from '../../api/train-res'
import { toastSuccess } from '../../lib/feedback'
import { attempt } from '../../lib/mutation'

/** Whether a course is among the favourites: 1 yes, 0 no, undefined not known. */
const favouriteOf = (isCollect: number | undefined) =>
  isCollect === undefined ? undefined : isCollect === 1

/**
 * 收藏 / 已收藏: toggles the course among the learner's favourites (Collect toggles). When the
 * answer did not say which it is, the button names both (收藏 / 取消收藏) and the success text
 * is the server's msg or 操作成功: the page cannot tell which way it went.
 */
export function FavouriteButton({
  course,
}: {
  course: Pick<TrainResStudyDetail, 'id' | 'isCollect'>
}) {
  const [collect, state] = useCollectMutation()
  const saved = favouriteOf(course.isCollect)
  // shown at once after the toggle; the refetched course then says the same
  const [shown, setShown] = useState({ saved, on: saved })
  if (shown.saved !== saved) setShown({ saved, on: saved })
  const on = shown.on

  const toggle = async () => {
    const result = await attempt(collect({ id: course.id }))
    if (!result.ok) return
    setShown((s) => ({ ...s, on: s.on === undefined ? undefined : !s.on }))
    const done = on === undefined ? '操作成功' : on ? '已取消收藏' : '收藏成功'
    toastSuccess(result.data.msg || done)
  }

  return (
    <Button
      aria-pressed={on}
      title={on === undefined ? '服务器未返回收藏状态' : undefined}
      icon={
        on ? (
          <StarFilled aria-hidden className="study-favourite__on" />
        ) : (
          <StarOutlined aria-hidden />
        )
      }
      loading={state.isLoading}
      onClick={() => void toggle()}
    >
      {on === undefined ? '收藏 / 取消收藏' : on ? '已收藏' : '收藏'}
    </Button>
  )
}
