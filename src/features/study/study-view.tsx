import { useState } from 'react'
import { Card, Col, Row, Skeleton, Tabs } from 'antd'
import { useGetTrainResStudyDetailQuery, type TrainResStudyDetail } from '../../api/train-res'
import { SectionBoundary } from '../../components/section-boundary'
import { messageOf } from '../../lib/error-message'
import { CourseInfo, CourseIntro } from './course-info'
import { MyExamsTab } from './my-exams-tab'
import { RelevantList } from './relevant-list'
import { StudyMissing } from './study-missing'
import { StudyNotes } from './study-notes'
import { StudyPlayer } from './study-player'
import { useStudyHeartbeat } from './use-study-heartbeat'

/** One course's study page: loads the learner's view of it, or says why it cannot. */
export function StudyView({ id }: { id: number }) {
  const detail = useGetTrainResStudyDetailQuery({ id })
  // after a refetch (a favourite, a completion) keeps showing what it had
  const course = detail.data
  if (course) return <StudyCourse course={course} />
  if (detail.isError) {
    const business = (detail.error as { status?: unknown } | undefined)?.status === 'BUSINESS'
    return (
      <StudyMissing
        message={messageOf(detail.error) ?? '课程加载失败'}
        onRetry={business ? undefined : () => void detail.refetch()}
      />
    )
  }
  return <StudySkeleton />
}

function StudySkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label="课程加载中">
      <Col xs={24} lg={16}>
        <Card>
          <Skeleton active title={false} paragraph={{ rows: 9 }} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card>
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </Card>
      </Col>
    </Row>
  )
}

function StudyCourse({ course }: { course: TrainResStudyDetail }) {
  const [media, setMedia] = useState<HTMLMediaElement | null>(null)
  useStudyHeartbeat(media, course.id)
  const tabs = [
    {
      key: 'notes',
      label: '笔记',
      children: (
        <SectionBoundary name="笔记">
          <StudyNotes recordId={course.recordId} media={media} />
        </SectionBoundary>
      ),
    },
    {
      key: 'relevant',
      label: '相关课程',
      children: (
        <SectionBoundary name="相关课程">
          <RelevantList id={course.id} />
        </SectionBoundary>
      ),
    },
    {
      key: 'exams',
      label: '我的考试',
      children: (
        <SectionBoundary name="我的考试">
          <MyExamsTab />
        </SectionBoundary>
      ),
    },
  ]
  return (
    <Row gutter={[16, 16]} className="study-page">
      <Col xs={24} lg={16} className="study-page__main">
        <Card>
          <CourseInfo course={course} />
          <SectionBoundary name="课程播放">
            <StudyPlayer course={course} onMedia={setMedia} />
          </SectionBoundary>
          <CourseIntro course={course} />
        </Card>
      </Col>
      <Col xs={24} lg={8} className="study-page__side">
        <Card>
          <Tabs items={tabs} />
        </Card>
      </Col>
    </Row>
  )
}
