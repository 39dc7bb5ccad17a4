import { Button, Result } from 'antd'
import { useLocation, useNavigate } from 'react-router'

/**
 * 502: the backend could not be reached. 返回上一页 goes one step back, or to the home page when
 * this is the first page of the tab (opened fresh, where the browser would leave the site).
 */
function BadGatewayPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const back = () => {
    if (location.key === 'default') void navigate('/')
    else void navigate(-1)
  }
  return (
    <main>
      <Result
        status="500"
        title="502"
        subTitle="服务器暂时无法响应，请稍后重试。"
        extra={[
          <Button key="retry" onClick={back}>
            返回上一页
          </Button>,
          <Button key="home" type="primary" onClick={() => void navigate('/')}>
            返回首页
          </Button>,
        ]}
      />
    </main>
  )
}

export { BadGatewayPage as Component }
