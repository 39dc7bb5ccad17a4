import { lazy, Suspense, useState } from 'react'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { useGetHomePageImageNoticeQuery, type CoverNotice } from '../../api/sys-notice'
import { QueryState } from '../../components/query-state'
import { DashboardCard } from './dashboard-card'

// the large view (antd Image's preview) loads when a cover is first opened
const CoverPreview = lazy(() =>
  import('./cover-preview').then((m) => ({ default: m.CoverPreview })),
)

// a cover without a title (only id and pcCoverUrlPath are documented) is named by its place
const titleOf = (n: CoverNotice | undefined, i: number) => n?.noticeTitle || `图片公告 ${i + 1}`

/**
 * Home-page image notices (GetHomePageImageNotice): their covers (pcCoverUrlPath); a click shows
 * the image large. The banners of the same notices run in the carousel (dashboard-carousel.tsx).
 */
export function ImageNoticesCard() {
  const query = useGetHomePageImageNoticeQuery()
  const covers = (query.data ?? []).filter((n) => n.pcCoverUrlPath)
  const [shown, setShown] = useState<number | null>(null)
  const previewed = useOpenedOnce(shown !== null)
  return (
    <DashboardCard title="图片公告">
      <QueryState query={query} empty={!covers.length} errorTitle="图片公告加载失败" rows={3}>
        <ul className="dash-covers">
          {covers.map((n, i) => {
            const title = titleOf(n, i)
            return (
              <li key={n.id ?? `at-${i}`}>
                <button type="button" className="dash-covers__button" onClick={() => setShown(i)}>
                  <img src={n.pcCoverUrlPath} alt="" className="dash-covers__img" />
                  <span className="dash-covers__title">
                    <span className="sr-only">查看大图：</span>
                    {title}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
        {previewed && (
          <Suspense fallback={null}>
            <CoverPreview
              sources={covers.map((n) => n.pcCoverUrlPath ?? '')}
              alt={shown === null ? undefined : titleOf(covers[shown], shown)}
              current={shown}
              onChange={setShown}
            />
          </Suspense>
        )}
      </QueryState>
    </DashboardCard>
  )
}
