import { useSearchParams } from 'react-router'
import { PublicFrame } from '../../components/public/public-frame'
import { DetailFallback } from './news-detail-state'
import { NoticeDetail } from './notice-detail'
import { noticeSysCodeOf } from './public-data'

/** /viewnoticeitem?noticeSysCode=: one notice on the public site. */
function NoticeItemPage() {
  const [params] = useSearchParams()
  return (
    <PublicFrame>
      <NoticeDetail
        noticeSysCode={noticeSysCodeOf(params)}
        fallback={(reason) => <DetailFallback {...reason} />}
      />
    </PublicFrame>
  )
}

export { NoticeItemPage as Component }
