import { Button, Card, Col, Row, Space } from 'antd'
import { EditOutlined, KeyOutlined, MobileOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { Loading } from '../../components/query-state'
import { SectionBoundary } from '../../components/section-boundary'
import { StudyFigures } from '../../components/study-figures'
import { useAppSelector } from '../../lib/hooks'
import { selectInfo } from '../../lib/session-slice'
import { ProfileDialogs, type ProfileDialogName } from './profile-dialogs'
import { ProfileInfo } from './profile-info'

const cardTitle = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>

/** /profile/index (个人中心): the user's info, the account dialogs and the study figures. */
function ProfilePage() {
  const info = useAppSelector(selectInfo)
  const [dialog, setDialog] = useState<ProfileDialogName | null>(null)

  return (
    <div style={{ minWidth: 0 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>个人中心</h1>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={cardTitle('基本信息')}>
            <SectionBoundary name="基本信息">
              {/* the guard loaded the session before the page; the skeleton is for a gap */}
              {info ? <ProfileInfo info={info} /> : <Loading avatar rows={3} />}
            </SectionBoundary>
            <Space wrap style={{ marginTop: 16 }}>
              <Button
                type="primary"
                icon={<EditOutlined aria-hidden />}
                onClick={() => setDialog('info')}
              >
                编辑资料
              </Button>
              <Button icon={<MobileOutlined aria-hidden />} onClick={() => setDialog('mobile')}>
                修改手机号
              </Button>
              <Button icon={<KeyOutlined aria-hidden />} onClick={() => setDialog('password')}>
                修改密码
              </Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={cardTitle('学习统计')}>
            <SectionBoundary name="学习统计">
              <StudyFigures sysRoles={info?.sysRoles} />
            </SectionBoundary>
          </Card>
        </Col>
      </Row>
      <ProfileDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  )
}

export { ProfilePage as Component }
