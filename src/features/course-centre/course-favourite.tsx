import { StarFilled, StarOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useCollectMutation } from '../../api/train-res'
import { toastSuccess } from '../../lib/feedback'
import { attempt } from '../../lib/mutation'
import { isCollected, type CentreCourse } from './course-centre-query'

/**
 * The star on a course card: adds the course to the learner's favourites or takes it out
 * (Collect {id} toggles). The list reloads after it, and the star follows the answer. A row that
 * does not say whether it is a favourite gets a star named 收藏 / 取消收藏 whose success text is
 * the server's msg or 操作成功 (the page cannot tell which way it went).
 */
export function CourseFavourite({ course }: { course: CentreCourse }) {
  const [collect, state] = useCollectMutation()
  const on = isCollected(course)

  const toggle = async () => {
    const result = await attempt(collect({ id: course.id }))
    const done = on === undefined ? '操作成功' : on ? '已取消收藏' : '收藏成功'
    if (result.ok) toastSuccess(result.data.msg || done)
  }

  const label = on === undefined ? '收藏 / 取消收藏（收藏状态未知）' : on ? '取消收藏' : '收藏'
  return (
    <Tooltip title={label}>
      <Button
        className={`course-favourite ${on ? 'course-favourite--on' : ''}`}
        shape="circle"
        size="small"
        aria-label={`${on === undefined ? '收藏 / 取消收藏' : '收藏'}：${course.resName}`}
        aria-pressed={on}
        loading={state.isLoading}
        icon={on ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  )
}
