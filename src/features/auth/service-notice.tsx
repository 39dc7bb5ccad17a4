import { config } from '../../lib/env'

const Sep = () => (
  <span className="service-notice__sep" aria-hidden="true">
    |
  </span>
)

// Support contacts of spec 2; the values come from the deployment (lib/env), not the code.
export function ServiceNotice() {
  const s = config.service
  return (
    <footer className="service-notice" aria-labelledby="service-notice-title">
      <h2 id="service-notice-title">服务说明</h2>
      <p>
        服务热线：<a href={`tel:${s.phone}`}>{s.phone}</a>
        <Sep />
        服务邮箱：<a href={`mailto:${s.email}`}>{s.email}</a>
        <Sep />
        服务时间：工作日 {s.hours}
      </p>
      <p>通讯地址：{s.address}</p>
      <p>
        {s.copyright}
        <Sep />
        {s.filingNumber}
      </p>
    </footer>
  )
}
