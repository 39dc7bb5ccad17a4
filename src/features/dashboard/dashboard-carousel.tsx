import { Card } from 'antd'
import { useGetIndexPageImageNoticeQuery } from '../../api/sys-notice'
import { BannerCarousel, type BannerSlide } from '../../components/banner-carousel'
import { SectionBoundary } from '../../components/section-boundary'
import { QueryState } from '../../components/query-state'
import { noticeLink } from './dashboard-links'

// GetIndexPageImageNotice feeds this carousel (banners: id and pcBanner are documented; a click
// follows the notice when the answer also names it), GetHomePageImageNotice the card of home-page
// image notices (their covers, pcCoverUrlPath, a click shows the image large).

/** The dashboard carousel (behaviour B2.16): 180 px high, a slide every 5000 ms. */
export function DashboardCarousel() {
  const query = useGetIndexPageImageNoticeQuery()
  const slides: BannerSlide[] = (query.data ?? [])
    .filter((n) => n.pcBanner)
    .map((n, i) => ({
      key: n.id ?? `at-${i}`,
      image: n.pcBanner!,
      alt: n.noticeTitle || '通知公告',
      action: noticeLink(n),
    }))
  const showing = !query.isLoading && !query.isError && slides.length > 0
  // the carousel names itself; while it cannot show (loading, failed, empty) the card carries
  // the name, so its state is found where the carousel would be
  const named = showing ? {} : { role: 'region', 'aria-label': '首页轮播' }
  return (
    <Card className="dash-card dash-carousel" {...named}>
      <SectionBoundary name="首页轮播">
        <QueryState query={query} empty={!slides.length} errorTitle="轮播图加载失败" rows={4}>
          <BannerCarousel slides={slides} height={180} autoplaySpeed={5000} label="首页轮播" />
        </QueryState>
      </SectionBoundary>
    </Card>
  )
}
