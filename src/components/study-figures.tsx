import { Col, Row, Statistic } from 'antd'
import { useGetStatisticsUserStudyDataQuery, type UserStudyStatistics } from '../api/train-res'
import { useGetUserCountQuery } from '../api/user-user'
import { QueryState, type QueryLike } from './query-state'
import './study-figures.css'

interface Figure {
  title: string
  /** undefined: the answer did not carry it (shown as —, never as 0) */
  value: number | undefined
  suffix: string
}

const LEARNER = 4

/** Hours to whole minutes (resTotalHours and studyHours come as hours, possibly with decimals). */
const minutesOf = (hours: number | undefined) =>
  hours === undefined ? undefined : Math.round(hours * 60)

/**
 * Minutes a learner studied: studyMinutes when the answer carries it (not documented, more exact),
 * else studyHours × 60; undefined (shown as —) when it has neither.
 */
function studiedMinutes(data: UserStudyStatistics): number | undefined {
  return data.studyMinutes ?? minutesOf(data.studyHours)
}

function Figures({ query, figures, what }: { query: QueryLike; figures: Figure[]; what: string }) {
  // a call that worked but brought nothing to count shows 暂无数据, never a blank box
  return (
    <Col span={24}>
      <QueryState query={query} empty={!figures.length} errorTitle={`${what}加载失败`} rows={2}>
        <Row gutter={[12, 12]}>
          {figures.map((f) => (
            <Col key={f.title} span={12}>
              <div className="study-figures__box">
                <Statistic
                  title={f.title}
                  value={f.value ?? '—'}
                  suffix={f.value === undefined ? undefined : f.suffix}
                />
              </div>
            </Col>
          ))}
        </Row>
      </QueryState>
    </Col>
  )
}

function LearnerFigures() {
  const query = useGetStatisticsUserStudyDataQuery()
  const data = query.data
  const figures: Figure[] = data
    ? [
        { title: '累计学习课程', value: data.studyResCnt, suffix: '门' },
        { title: '累计学习时长', value: studiedMinutes(data), suffix: '分钟' },
      ]
    : []
  return <Figures query={query} figures={figures} what="学习统计" />
}

function OverallFigures() {
  const courses = useGetStatisticsUserStudyDataQuery()
  const users = useGetUserCountQuery()
  const c = courses.data
  const u = users.data
  return (
    <>
      <Figures
        query={courses}
        what="课程统计"
        figures={
          c
            ? [
                { title: '课程总数', value: c.resCnt, suffix: '门' },
                { title: '课程总时长', value: minutesOf(c.resTotalHours), suffix: '分钟' },
              ]
            : []
        }
      />
      <Figures
        query={users}
        what="学员统计"
        figures={
          u
            ? [
                { title: '学员总数', value: u.item1, suffix: '人' },
                { title: '已激活学员', value: u.item2, suffix: '人' },
              ]
            : []
        }
      />
    </>
  )
}

/**
 * The count boxes (behaviour B2.22): a learner (sysRoles 4) sees the courses learned and the
 * minutes studied; every other role the courses and minutes on offer and the learners, all and
 * activated. Each call loads and fails on its own.
 */
export function StudyFigures({ sysRoles }: { sysRoles: number | undefined }) {
  return (
    <Row gutter={[12, 12]} className="study-figures">
      {sysRoles === LEARNER ? <LearnerFigures /> : <OverallFigures />}
    </Row>
  )
}
