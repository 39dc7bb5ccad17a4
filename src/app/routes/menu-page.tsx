import { useLoaderData } from 'react-router'
import type { MenuPageData } from '../route-checks'
import { LazyUnmappedPage } from './lazy-unmapped-page'

/**
 * A page opened from the server menu (behaviour B2.7). The loader has checked the grant
 * and loaded the page's code; a url that maps to no page says so instead of a blank area.
 */
function MenuPage() {
  const data = useLoaderData<MenuPageData | null>()
  // null only while a session is ending: the guard is taking the user elsewhere
  if (!data) return null
  if (!data.page) return <LazyUnmappedPage url={data.url} mapMissing={data.mapMissing} />
  const Page = data.page.Component
  return <Page />
}

export { MenuPage as Component }
