import { Col, Row } from 'antd'
import { StudyFigures } from '../../components/study-figures'
import { useAppSelector } from '../../lib/hooks'
import { selectInfo } from '../../lib/session-slice'
import { DashboardCard } from './dashboard-card'
import { DashboardCarousel } from './dashboard-carousel'
import { ImageNoticesCard } from './image-notices-card'
import { MessagesCard } from './messages-card'
import { ModelInfoCard } from './model-info-card'
import { NoticesCard } from './notices-card'
import { RankingCard } from './ranking-card'
import { hasStudyTabs, LEARNER } from './roles'
import { StarsCard } from './stars-card'
import { StudyTabs } from './study-tabs'
import { LazyLearningCalendar } from './lazy-learning-calendar'
import './dashboard.css'

// stacked on a phone, side by side from 992 px
const wide = { xs: 24, lg: 16 }
const narrow = { xs: 24, md: 12, lg: 8 }
const full = { xs: 24 }

/**
 * 我的首页 (behaviour B2.21): what it shows depends on the role (sysRoles). Every card loads,
 * fails and is empty on its own.
 */
function DashboardPage() {
  const info = useAppSelector(selectInfo)
  const sysRoles = info?.sysRoles
  const learner = sysRoles === LEARNER
  return (
    <div className="dash">
      <div className="dash__head">
        <h1 className="dash__title">我的首页</h1>
        {info?.chnName && <span className="dash__welcome">欢迎回来，{info.chnName}</span>}
      </div>
      <Row gutter={[16, 16]}>
        <Col {...wide}>
          <DashboardCarousel />
        </Col>
        <Col {...narrow}>
          <DashboardCard title={learner ? '学习概况' : '培训概况'}>
            <StudyFigures sysRoles={sysRoles} />
          </DashboardCard>
        </Col>
        {hasStudyTabs(sysRoles) && (
          <Col {...(learner ? wide : full)}>
            <StudyTabs sysRoles={sysRoles} />
          </Col>
        )}
        {/* behaviour B2.21: the statistics chart, or the learning log for role 4 */}
        {learner && (
          <Col {...narrow}>
            <LazyLearningCalendar />
          </Col>
        )}
        <Col {...narrow}>
          <RankingCard />
        </Col>
        <Col {...narrow}>
          <StarsCard />
        </Col>
        <Col {...narrow}>
          <NoticesCard />
        </Col>
        <Col {...narrow}>
          <MessagesCard />
        </Col>
        <Col {...narrow}>
          <ImageNoticesCard />
        </Col>
        <Col {...narrow}>
          <ModelInfoCard />
        </Col>
      </Row>
    </div>
  )
}

export { DashboardPage as Component }
