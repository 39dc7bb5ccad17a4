import { Breadcrumb } from 'antd'
import { Link } from 'react-router'
import { paths } from '../lib/paths'
import { usePageMeta, type Crumb } from '../lib/use-page-meta'

const HOME: Crumb = { title: '首页', path: paths.dashboard }

function isDashboard(crumb: Crumb | undefined): boolean {
  return crumb?.path === paths.dashboard
}

/** Where the current page sits; 首页 (the dashboard) leads unless the page is the dashboard. */
export function AppBreadcrumb() {
  const { crumbs } = usePageMeta()
  const list = isDashboard(crumbs[0]) ? crumbs : [HOME, ...crumbs]
  const items = list.map((crumb, i) => {
    const last = i === list.length - 1
    const title =
      !last && crumb.path ? (
        <Link to={crumb.path}>{crumb.title}</Link>
      ) : (
        <span aria-current={last ? 'page' : undefined}>{crumb.title}</span>
      )
    return { key: `${i}-${crumb.title}`, title }
  })
  return <Breadcrumb aria-label="面包屑" items={items} className="app-breadcrumb" />
}
