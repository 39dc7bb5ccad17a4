import { lazy, Suspense } from 'react'
import { Card, Tabs, type TabsProps } from 'antd'
import { useGetFPMyStudyDataQuery } from '../../api/project-project'
import { Loading } from '../../components/query-state'
import { SectionBoundary } from '../../components/section-boundary'
import { MyExam } from './my-exam'
import { MyLearning } from './my-learning'
import { LEARNER } from './roles'
import { hasProject, yes } from './summary'

// the statistics table (antd Table) is the administrators': a learner's dashboard never loads it
const ProjectStatistics = lazy(() =>
  import('./project-statistics').then((m) => ({ default: m.ProjectStatistics })),
)

function learnerTabs(examSet: boolean): TabsProps['items'] {
  const tabs = [{ key: 'study', label: '我的学习', children: <MyLearning /> }]
  if (examSet) tabs.push({ key: 'exam', label: '我的考试', children: <MyExam /> })
  return tabs
}

function LearnerTabs() {
  // the same call as the 我的学习 tab: one request, and it says whether an exam is set
  const summary = useGetFPMyStudyDataQuery().data
  const examSet = hasProject(summary) && yes(summary.isExamSet)
  return <Tabs items={learnerTabs(examSet)} />
}

const statisticsTabs: TabsProps['items'] = [
  {
    key: 'statistics',
    label: '项目统计',
    children: (
      <Suspense fallback={<Loading rows={7} />}>
        <ProjectStatistics />
      </Suspense>
    ),
  },
]

/**
 * The tabs by role (behaviour B2.23): 项目统计 for role types 1 to 6 except 4; 我的学习 for learners, and
 * 我的考试 when their project sets an exam.
 */
export function StudyTabs({ sysRoles }: { sysRoles: number | undefined }) {
  return (
    <Card className="dash-card dash-tabs" role="region" aria-labelledby="dash-tabs-title">
      <h2 id="dash-tabs-title" className="sr-only">
        {sysRoles === LEARNER ? '我的学习与考试' : '项目统计'}
      </h2>
      <SectionBoundary name="学习与统计">
        {sysRoles === LEARNER ? <LearnerTabs /> : <Tabs items={statisticsTabs} />}
      </SectionBoundary>
    </Card>
  )
}
