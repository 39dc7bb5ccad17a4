import { useSearchParams } from 'react-router'
import { PublicFrame } from '../../components/public/public-frame'
import { DetailFallback } from './news-detail-state'
import { NoticeDetail } from './notice-detail'
import { noticeSysCodeOf } from './public-data'

/** /viewnoticeitem?noticeSysCode=: one notice on the public site. */
export function Component() {
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
