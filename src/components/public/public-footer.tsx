import { Link } from 'react-router'
import { config } from '../../lib/env'
import { hrefs, paths } from '../../lib/paths'

/**
 * Footer of the public pages: service hours, contact details and info links (behaviour B1.4,
 * B9.11). Contact lines the deployment leaves unset are not shown; the hours always are.
 */
export function PublicFooter() {
  const s = config.service
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">客服服务</h2>
          <p>服务时间：{s.hours}（工作日）</p>
          {s.phone && (
            <p>
              服务热线：<a href={`tel:${s.phone}`}>{s.phone}</a>
            </p>
          )}
          {s.email && (
            <p>
              服务邮箱：<a href={`mailto:${s.email}`}>{s.email}</a>
            </p>
          )}
        </section>
        {s.address && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">联系我们</h2>
            <p>地址：{s.address}</p>
          </section>
        )}
        <section aria-labelledby="footer-info">
          <h2 id="footer-info">信息公开</h2>
          <p>
            <Link to={hrefs.newsList(1)}>新闻动态</Link>
          </p>
          <p>
            <Link to={hrefs.newsList(2)}>政策法规</Link>
          </p>
          <p>
            <Link to={paths.company}>合作单位</Link>
          </p>
        </section>
      </div>
      <p className="public-footer__legal">
        {s.copyright}
        {s.filingNumber && ` · ${s.filingNumber}`}
      </p>
    </footer>
  )
}
