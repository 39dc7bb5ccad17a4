import { useEffect } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router'
import NProgress from 'nprogress'
import 'nprogress/nprogress.css'
import { config } from '../lib/env'
import { usePageMeta } from '../lib/use-page-meta'

// the default template says role="bar", which is no ARIA role: the bar is decoration
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
})

/** Top of every page: the navigation progress bar and the document title. */
export function RootLayout() {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const { title } = usePageMeta()
  // a change of the query alone (a list's page or filters) keeps the page: its own table shows
  // the loading, the bar would only cost the list's rendering time
  const moving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname

  useEffect(() => {
    if (moving) NProgress.start()
    else NProgress.done()
  }, [moving])

  useEffect(() => {
    document.title = title ? `${title} - ${config.title}` : config.title
  }, [title])

  return <Outlet />
}
