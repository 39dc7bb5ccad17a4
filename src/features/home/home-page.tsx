import { ConfigProvider } from 'antd'
import { useSearchParams } from 'react-router'
import { loginTarget } from '../../components/login/login-target'
import { PublicFrame } from '../../components/public/public-frame'
import { config } from '../../lib/env'
import { HomeBanner } from './home-banner'
import { HomeCategories } from './home-categories'
import { HomeHotCourses } from './home-hot-courses'
import { HomeLinks } from './home-links'
import { HomeMiddleNav, HomeTopNav } from './home-nav'
import { HomeNews } from './home-news'
import { HomePartners } from './home-partners'
import './home-page.css'

// antd's default blue (#1677ff) gives white text only 4.1:1; this one passes WCAG AA.
const ACCESSIBLE_THEME = { token: { colorPrimary: '#0958d9', colorLink: '#0958d9' } }

/** /home: the public portal; every section loads and fails on its own. */
export function Component() {
  const [searchParams] = useSearchParams()
  return (
    <ConfigProvider theme={ACCESSIBLE_THEME}>
      <PublicFrame nav={<HomeTopNav />} afterLogin={loginTarget(searchParams, '/dashboard')}>
        <div className="home-page">
          <h1 className="home-sr-only">{config.title}</h1>
          <HomeBanner />
          <HomeMiddleNav />
          <HomeCategories />
          <HomeHotCourses />
          <HomeNews />
          <HomeLinks />
          <HomePartners />
        </div>
      </PublicFrame>
    </ConfigProvider>
  )
}
