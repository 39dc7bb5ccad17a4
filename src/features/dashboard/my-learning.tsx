import { Button, Col, Progress, Row, Statistic } from 'antd'
import {
  useGetFPMyStudyDataQuery,
  useJoinProjectMutation,
  type StudySummary,
} from '../../api/project-project'
import { runMutation } from '../../lib/mutation'
import { QueryState } from '../../components/query-state'
import { hasProject, joinOffer, percent, type JoinOffer } from './summary'

function JoinAction({ offer }: { offer: JoinOffer }) {
  const [joinProject, join] = useJoinProjectMutation()
  if (offer.kind === 'none') return null
  return (
    <div className="dash-join">
      <span>您尚未加入该项目</span>
      {offer.kind === 'join' ? (
        <Button
          type="primary"
          loading={join.isLoading}
          onClick={() =>
            void runMutation(
              joinProject({ projectCode: offer.projectCode, planCode: offer.planCode }),
              '操作成功',
            )
          }
        >
          加入项目
        </Button>
      ) : (
        <span className="dash-join__why">服务器没有提供项目编号，无法在此加入，请联系管理员。</span>
      )}
    </div>
  )
}

/** A figure of the summary; one the answer leaves out shows —, never 0. */
function Figure({ title, value, suffix }: { title: string; value?: number; suffix?: string }) {
  return (
    <Col xs={12} sm={6}>
      <Statistic
        title={title}
        value={value ?? '—'}
        suffix={value === undefined ? undefined : suffix}
      />
    </Col>
  )
}

/** A progress bar; without a value it says 未知 instead of an empty bar. */
function ProgressLine({
  id,
  label,
  value,
  normal,
}: {
  id: string
  label: string
  value?: number
  /** no success look at 100 % */
  normal?: boolean
}) {
  const shown = percent(value)
  return (
    <div className="dash-progress">
      <span id={id}>{label}</span>
      {shown === undefined ? (
        <span className="dash-progress__unknown">：未知</span>
      ) : (
        <Progress percent={shown} status={normal ? 'normal' : undefined} aria-labelledby={id} />
      )}
    </div>
  )
}

const reachText = (state: number | undefined) =>
  state === undefined ? undefined : Number(state) === 1 ? '达标' : '未达标'

function Summary({ summary: s }: { summary: StudySummary }) {
  const reached = reachText(s.reachState)
  return (
    <div className="dash-summary">
      <div className="dash-summary__head">
        <h3 className="dash-summary__name">{s.projectName}</h3>
        {reached && (
          <span className={`dash-state dash-state--${reached === '达标' ? 'ok' : 'no'}`}>
            {reached}
          </span>
        )}
      </div>
      <JoinAction offer={joinOffer(s)} />
      <Row gutter={[16, 16]} className="dash-summary__figures">
        <Figure title="剩余天数" value={s.leftDays} suffix="天" />
        <Figure
          title="已获学时"
          value={s.getHrs}
          suffix={`/ ${s.checkHrs === undefined ? '—' : s.checkHrs} 学时`}
        />
        <Figure title="项目人数" value={s.pusrCount} suffix="人" />
        <Figure title="已完成学习" value={s.donestudyusrCount} suffix="人" />
      </Row>
      <ProgressLine id="dash-reach" label="学时进度" value={s.reachProgress} />
      <ProgressLine id="dash-today" label="今日进度" value={s.todayProgress} normal />
    </div>
  )
}

/**
 * 我的学习 (learners): their project's study summary, and joining it when they are not in. What
 * the answer leaves out shows — (or 未知); 加入项目 needs the project's codes from the answer.
 */
export function MyLearning() {
  const query = useGetFPMyStudyDataQuery()
  const summary = query.data
  return (
    <QueryState query={query} empty={!hasProject(summary)} errorTitle="我的学习加载失败" rows={5}>
      {summary && <Summary summary={summary} />}
    </QueryState>
  )
}
