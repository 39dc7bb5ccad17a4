import { useSearchParams } from 'react-router'
import { loginTarget } from '../../lib/login-target'
import { PublicFrame } from '../../components/public/public-frame'
import { config } from '../../lib/env'
import { HomeBanner } from './home-banner'
import { HomeCategories } from './home-categories'
import { HomeHotCourses } from './home-hot-courses'
import { HomeLinks } from './home-links'
import { HomeMiddleNav } from './home-nav'
import { HomeNews } from './home-news'
import { HomePartners } from './home-partners'
import './home-page.css'
import { paths } from '../../lib/paths'

/** /home: the public portal; every section loads and fails on its own. */
function HomePage() {
  const [searchParams] = useSearchParams()
  return (
    <PublicFrame afterLogin={loginTarget(searchParams, paths.dashboard)}>
      <div className="home-page">
        <h1 className="sr-only">{config.title}</h1>
        <HomeBanner />
        <HomeMiddleNav />
        <HomeCategories />
        <HomeHotCourses />
        <HomeNews />
        <HomeLinks />
        <HomePartners />
      </div>
    </PublicFrame>
  )
}

export { HomePage as Component }
