import { Button, Result } from 'antd'
import { useNavigate, useSearchParams } from 'react-router'

/** 401: no permission; back goes to /dashboard when noGoBack is set, else one step back. */
export function Component() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const back = () => {
    if (search.has('noGoBack')) navigate('/dashboard')
    else navigate(-1)
  }
  return (
    <main>
      <Result
        status="403"
        title="401"
        subTitle="您没有访问该页面的权限，如有需要请联系您的领导开通。"
        extra={<Button type="primary" onClick={back}>返回</Button>}
      />
    </main>
  )
}
