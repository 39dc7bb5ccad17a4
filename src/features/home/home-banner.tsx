import type { CSSProperties } from 'react'
import { Skeleton } from 'antd'
import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { BannerCarousel, type BannerSlide } from '../../components/banner-carousel'
import { LinkGroup } from '../../components/link-group'
import { bannerSlides } from './home-link-data'
import { QueryState } from '../../components/query-state'

/** The wide screen's banner (1168 x 360), whose shape narrow screens keep. */
const SHAPE = '1168 / 360'

/**
 * The banner's carousel, 360 px high, for these slides: the app's, and the template home.html's
 * first script shows the first picture from (boot/home-prerendered.ts).
 */
export function HomeBannerCarousel({ slides }: { slides: BannerSlide[] }) {
  return <BannerCarousel slides={slides} height={360} narrowShape={SHAPE} label="焦点图" />
}

/**
 * Banner carousel (link group 0), 360 px high; below 992 px wide it keeps the wide screen's shape
 * (1168 x 360), its placeholder too (home-page.css reads the shape from the section). Banner links
 * without a picture (pcBanner is not documented) show as a row of named links instead.
 */
export function HomeBanner() {
  const query = useGetLinkListByTypeQuery({ linkType: 0 })
  const links = query.data ?? []
  const slides = bannerSlides(links)
  return (
    <section
      className="home-banner"
      aria-labelledby="home-banner-title"
      style={{ '--banner-shape': SHAPE } as CSSProperties}
    >
      <h2 id="home-banner-title" className="sr-only">
        焦点图
      </h2>
      {query.isLoading ? (
        // marked busy as QueryState marks its loading state (home.html's first script finds it)
        <div aria-busy="true">
          <Skeleton.Node active rootClassName="home-banner__skeleton">
            <span />
          </Skeleton.Node>
        </div>
      ) : (
        <QueryState query={query} empty={!links.length} rows={3}>
          {slides.length ? (
            <HomeBannerCarousel slides={slides} />
          ) : (
            <LinkGroup links={links} variant="pills" label="焦点图" />
          )}
        </QueryState>
      )}
    </section>
  )
}
