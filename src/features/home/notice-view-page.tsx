import { Button } from 'antd'
import { StatusResult } from '../../components/status-result'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../lib/paths'
import { NoticeDetail } from './notice-detail'
import { noticeSysCodeOf } from './public-data'

/** /ydnotice/showview?noticeSysCode= (通知详情): the notice inside the logged-in shell. */
function NoticeViewPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  return (
    // the article paints its own white card; the fallback and the skeleton sit on one too
    <div style={{ background: '#fff', borderRadius: 8, minWidth: 0 }}>
      <NoticeDetail
        noticeSysCode={noticeSysCodeOf(params)}
        // inside the shell the way back is the learner's own home page, not the public site
        fallback={({ title, text, onRetry }) => (
          <StatusResult
            status="warning"
            title={<h1 style={{ margin: 0, font: 'inherit' }}>{title}</h1>}
            // antd's description grey is below 4.5:1 on white
            subTitle={text && <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{text}</span>}
            extra={[
              onRetry && (
                <Button key="retry" onClick={onRetry}>
                  重试
                </Button>
              ),
              <Button
                key="back"
                type="primary"
                href={paths.dashboard}
                onClick={(e) => {
                  e.preventDefault()
                  void navigate(paths.dashboard)
                }}
              >
                返回我的首页
              </Button>,
            ]}
          />
        )}
      />
    </div>
  )
}

export { NoticeViewPage as Component }
