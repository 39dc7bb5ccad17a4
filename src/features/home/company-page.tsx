import { PublicFrame } from '../../components/public/public-frame'

/** Stub: replaced within the public-site issue. */
export function Component() {
  return <PublicFrame>建设中</PublicFrame>
}
