import { Link } from 'react-router'
import { useGetRelevantListQuery } from '../../api/train-res'
import type { Id } from '../../api/types'
import { hrefs } from '../../lib/paths'
import { QueryState } from '../../components/query-state'

/** 相关课程: up to six courses like this one, each opening its own study page. */
export function RelevantList({ id }: { id: Id }) {
  const list = useGetRelevantListQuery({ id, pageIndex: 1, pageRows: 6 })
  const rows = list.data ?? []
  return (
    <QueryState query={list} empty={rows.length === 0} errorTitle="相关课程加载失败" rows={4}>
      <ul className="relevant-list" aria-label="相关课程">
        {rows.map((course) => (
          <li key={course.id}>
            <Link to={hrefs.study(course.id)} className="relevant-list__link">
              {course.cover ? (
                <img className="relevant-list__cover" src={course.cover} alt="" loading="lazy" />
              ) : (
                <span className="relevant-list__cover" aria-hidden="true" />
              )}
              <span className="relevant-list__text">
                <span className="relevant-list__name">{course.resName}</span>
                {course.studyCnt !== undefined && (
                  <span className="relevant-list__meta">{course.studyCnt} 人学习</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </QueryState>
  )
}
