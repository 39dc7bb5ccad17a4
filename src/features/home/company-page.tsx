import { Breadcrumb, Empty } from 'antd'
import { Link } from 'react-router'
import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { QueryState } from '../../components/query-state'
import { PublicFrame } from '../../components/public/public-frame'
import { CompanyGrid } from './company-grid'
import { PARTNER_LINKS } from './public-data'
import './company-page.css'
import { paths } from '../../lib/paths'

/** Link group 6 (behaviour B2.13): partners. */

/** /company: the partner companies with their logos and links. */
function CompanyPage() {
  const query = useGetLinkListByTypeQuery({ linkType: PARTNER_LINKS })
  const links = query.data ?? []

  return (
    <PublicFrame>
      <div className="company-page">
        <Breadcrumb
          className="company-page__crumbs"
          aria-label="面包屑"
          items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '合作单位' }]}
        />
        <h1>合作单位</h1>
        <QueryState
          query={query}
          empty={links.length === 0}
          errorTitle="合作单位加载失败"
          rows={5}
          emptyImage={Empty.PRESENTED_IMAGE_DEFAULT}
        >
          <CompanyGrid links={links} />
        </QueryState>
      </div>
    </PublicFrame>
  )
}

export { CompanyPage as Component }
