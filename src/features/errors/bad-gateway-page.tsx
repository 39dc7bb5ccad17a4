import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'

/** 502: the backend could not be reached. */
export function Component() {
  const navigate = useNavigate()
  return (
    <main>
      <Result
        status="500"
        title="502"
        subTitle="服务器暂时无法响应，请稍后重试。"
        extra={[
          <Button key="retry" onClick={() => window.history.back()}>
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
