import { Alert, Breadcrumb, Button, Empty, Skeleton } from 'antd'
import { Link } from 'react-router'
import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { PublicFrame } from '../../components/public/public-frame'
import { CompanyGrid } from './company-grid'
import { PARTNER_LINKS } from './public-data'
import './company-page.css'
import { paths } from '../../lib/paths'

/** Link group 6 (spec 2): partners. */

/** /company: the partner companies with their logos and links. */
export function Component() {
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
          <Alert
            type="error"
            showIcon
            title="合作单位加载失败"
            description={'message' in error ? error.message : undefined}
            action={
              <Button size="small" onClick={() => void refetch()}>
                重试
              </Button>
            }
          />
        ) : links.length ? (
          <CompanyGrid links={links} />
        ) : (
          <Empty description="暂无数据" />
        )}
      </div>
    </PublicFrame>
  )
}
