import { Fragment, type ReactNode } from 'react'
import { config } from '../../lib/env'

const Sep = () => (
  <span className="service-notice__sep" aria-hidden="true">
    |
  </span>
)

/** The parts of one line that are configured, with separators between them. */
function Line({ parts }: { parts: (ReactNode | false)[] }) {
  const shown = parts.filter((part) => part !== false)
  if (!shown.length) return null
  return (
    <p>
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <Sep />}
          {part}
        </Fragment>
      ))}
    </p>
  )
}

// Support contacts of the login page (behaviour B2.19); the values come from the deployment
// (lib/env), not the code. A value the deployment leaves unset hides its line rather than showing a
// placeholder.
export function ServiceNotice() {
  const s = config.service
  return (
    <footer className="service-notice" aria-labelledby="service-notice-title">
      <h2 id="service-notice-title">服务说明</h2>
      <Line
        parts={[
          !!s.phone && (
            <>
              服务热线：<a href={`tel:${s.phone}`}>{s.phone}</a>
            </>
          ),
          !!s.email && (
            <>
              服务邮箱：<a href={`mailto:${s.email}`}>{s.email}</a>
            </>
          ),
          <>服务时间：工作日 {s.hours}</>,
        ]}
      />
      <Line parts={[!!s.address && <>通讯地址：{s.address}</>]} />
      <Line parts={[s.copyright, !!s.filingNumber && s.filingNumber]} />
    </footer>
  )
}
