import { StarFilled, StarOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useCollectMutation } from '../../api/train-res'
import { toastSuccess } from '../../lib/feedback'
import { attempt } from '../../lib/mutation'
import { isCollected, type CentreCourse } from './course-centre-query'

/**
 * The star on a course card: adds the course to the learner's favourites or takes it out
 * (Collect {id} toggles). The list reloads after it, and the star follows the answer.
 */
export function CourseFavourite({ course }: { course: CentreCourse }) {
  const [collect, state] = useCollectMutation()
  const on = isCollected(course)

  const toggle = async () => {
    const result = await attempt(collect({ id: course.id }))
    if (result.ok) toastSuccess(result.data.msg || (on ? '已取消收藏' : '收藏成功'))
  }

  return (
    <Tooltip title={on ? '取消收藏' : '收藏'}>
      <Button
        className={`course-favourite ${on ? 'course-favourite--on' : ''}`}
        shape="circle"
        size="small"
        aria-label={`收藏：${course.resName}`}
        aria-pressed={on}
        loading={state.isLoading}
        icon={on ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  )
}
