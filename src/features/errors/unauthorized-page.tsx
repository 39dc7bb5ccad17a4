import { Button, Result } from 'antd'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../lib/paths'

/**
 * 401: no permission. Back goes to /dashboard when the query has noGoBack (any value) or when
 * there is no earlier page of this app to go back to; otherwise one step back.
 */
function UnauthorizedPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const back = () => {
    if (search.has('noGoBack') || location.key === 'default') void navigate(paths.dashboard)
    else void navigate(-1)
  }
  return (
    <main>
      <Result
        status="403"
        title="401"
        subTitle="您没有访问该页面的权限，如有需要请联系您的领导开通。"
        extra={
          <Button type="primary" onClick={back} autoFocus>
            返回
          </Button>
        }
      />
    </main>
  )
}

export { UnauthorizedPage as Component }
