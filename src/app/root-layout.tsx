import { useEffect } from 'react'
import { Outlet, useNavigation } from 'react-router'
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
  const { title } = usePageMeta()

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done()
    else NProgress.start()
  }, [navigation.state])

  useEffect(() => {
    document.title = title ? `${title} - ${config.title}` : config.title
  }, [title])

  return <Outlet />
}
