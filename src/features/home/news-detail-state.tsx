import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'
import { paths } from '../../lib/paths'

/** Inline fallback of a detail page: why it is empty and a way back home. */
export function DetailFallback({ title, text }: { title: string; text?: string }) {
  const navigate = useNavigate()
  // a real link (new-tab friendly) that still navigates inside the app on a plain click
  const home = (
    <Button
      type="primary"
      href={paths.home}
      onClick={(e) => {
        e.preventDefault()
        navigate(paths.home)
      }}
    >
      返回首页
    </Button>
  )
  return <Result status="warning" title={title} subTitle={text} extra={home} />
}
