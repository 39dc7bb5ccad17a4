import { useState } from 'react'
import { Button } from 'antd'
import { StarFilled, StarOutlined } from '@ant-design/icons'
import { useCollectMutation, type TrainResStudyDetail } from '../../api/train-res'
import { toastSuccess } from '../../lib/feedback'
import { attempt } from '../../lib/mutation'

/** 收藏 / 已收藏: toggles the course among the learner's favourites (Collect). */
export function FavouriteButton({
  course,
}: {
  course: Pick<TrainResStudyDetail, 'id' | 'isCollect'>
}) {
  const [collect, state] = useCollectMutation()
  const saved = Number(course.isCollect) === 1
  // shown at once after the toggle; the refetched course then says the same
  const [shown, setShown] = useState({ saved, on: saved })
  if (shown.saved !== saved) setShown({ saved, on: saved })
  const on = shown.on

  const toggle = async () => {
    const result = await attempt(collect({ id: course.id }))
    if (!result.ok) return
    // the answer may say the new state (the spec does not show it); otherwise it flipped
    const answered = (result.data.data as { isCollect?: unknown } | null)?.isCollect
    const next = answered === undefined || answered === null ? !on : Number(answered) === 1
    setShown((s) => ({ ...s, on: next }))
    toastSuccess(result.data.msg || (on ? '已取消收藏' : '收藏成功'))
  }

  return (
    <Button
      aria-pressed={on}
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
      {on ? '已收藏' : '收藏'}
    </Button>
  )
}
