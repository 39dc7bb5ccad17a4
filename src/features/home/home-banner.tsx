import { Skeleton } from 'antd'
import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { BannerCarousel, type BannerSlide } from '../../components/banner-carousel'
import { linkAction } from '../../lib/public-links'
import { linkName } from './home-link-data'
import { SectionBody } from './home-section'

/** Banner carousel (link group 0), 360 px high. */
export function HomeBanner() {
  const query = useGetLinkListByTypeQuery({ linkType: 0 })
  const slides: BannerSlide[] = (query.data?.data ?? [])
    .filter((link) => link.pcBanner)
    .map((link, i) => ({
      key: link.id ?? i,
      image: link.pcBanner!,
      alt: linkName(link),
      action: linkAction(link),
    }))
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <h2 id="home-banner-title" className="sr-only">
        焦点图
      </h2>
      {query.isLoading ? (
        <Skeleton.Node active rootClassName="home-banner__skeleton">
          <span />
        </Skeleton.Node>
      ) : (
        <SectionBody query={query} empty={!slides.length}>
          <BannerCarousel slides={slides} height={360} label="焦点图" />
        </SectionBody>
      )}
    </section>
  )
}
