import { Button, Col, Progress, Row, Statistic } from 'antd'
import {
  useGetFPMyStudyDataQuery,
  useJoinProjectMutation,
  type StudySummary,
} from '../../api/project-project'
import { runMutation } from '../../lib/mutation'
import { CardState } from './dashboard-card'
import { canJoin, hasProject, percent } from './summary'

function JoinAction({ summary }: { summary: StudySummary }) {
  const [joinProject, join] = useJoinProjectMutation()
  const onJoin = () =>
    void runMutation(
      joinProject({ projectCode: summary.projectCode!, planCode: summary.planCode! }),
      '操作成功',
    )
  return (
    <div className="dash-join">
      <span>您尚未加入该项目</span>
      <Button type="primary" loading={join.isLoading} onClick={onJoin}>
        加入项目
      </Button>
    </div>
  )
}

function Figure({ title, value, suffix }: { title: string; value?: number; suffix?: string }) {
  return (
    <Col xs={12} sm={6}>
      <Statistic title={title} value={value ?? 0} suffix={suffix} />
    </Col>
  )
}

function Summary({ summary: s }: { summary: StudySummary }) {
  const reached = Number(s.reachState) === 1
  return (
    <div className="dash-summary">
      <div className="dash-summary__head">
        <h3 className="dash-summary__name">{s.projectName}</h3>
        <span className={`dash-state dash-state--${reached ? 'ok' : 'no'}`}>
          {reached ? '达标' : '未达标'}
        </span>
      </div>
      {canJoin(s) && <JoinAction summary={s} />}
      <Row gutter={[16, 16]} className="dash-summary__figures">
        <Figure title="剩余天数" value={s.leftDays} suffix="天" />
        <Figure title="已获学时" value={s.getHrs} suffix={`/ ${s.checkHrs ?? 0} 学时`} />
        <Figure title="项目人数" value={s.pusrCount} suffix="人" />
        <Figure title="已完成学习" value={s.donestudyusrCount} suffix="人" />
      </Row>
      <div className="dash-progress">
        <span id="dash-reach">学时进度</span>
        <Progress percent={percent(s.reachProgress)} aria-labelledby="dash-reach" />
      </div>
      <div className="dash-progress">
        <span id="dash-today">今日进度</span>
        <Progress percent={percent(s.todayProgress)} status="normal" aria-labelledby="dash-today" />
      </div>
    </div>
  )
}

/** 我的学习 (learners): their project's study summary, and joining it when they are not in. */
export function MyLearning() {
  const query = useGetFPMyStudyDataQuery()
  const summary = query.data?.data
  return (
    <CardState query={query} empty={!hasProject(summary)} what="我的学习" rows={5}>
      {summary && <Summary summary={summary} />}
    </CardState>
  )
}
