import { Breadcrumb, Empty, Skeleton } from 'antd'
import { Link } from 'react-router'
import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { LoadError } from '../../components/load-error'
import { PublicFrame } from '../../components/public/public-frame'
import { CompanyGrid } from './company-grid'
import { PARTNER_LINKS } from './public-data'
import './company-page.css'
import { paths } from '../../lib/paths'

/** Link group 6 (behaviour B2.13): partners. */

/** /company: the partner companies with their logos and links. */
function CompanyPage() {
  const { data, error, isLoading, refetch } = useGetLinkListByTypeQuery({ linkType: PARTNER_LINKS })
  const links = data ?? []

  return (
    <PublicFrame>
      <div className="company-page">
        <Breadcrumb
          className="company-page__crumbs"
          aria-label="面包屑"
          items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '合作单位' }]}
        />
        <h1>合作单位</h1>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : error ? (
          <LoadError error={error} title="合作单位加载失败" onRetry={() => void refetch()} />
        ) : links.length ? (
          <CompanyGrid links={links} />
        ) : (
          <Empty description="暂无数据" />
        )}
      </div>
    </PublicFrame>
  )
}

export { CompanyPage as Component }
