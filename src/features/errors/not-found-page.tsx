import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'

/** 404: the page does not exist (or the user may not open it). */
function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <main>
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在。请检查网址是否正确，或返回首页。"
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            返回首页
          </Button>
        }
      />
    </main>
  )
}

export { NotFoundPage as Component }
