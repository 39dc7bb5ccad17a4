import { FloatButton } from 'antd'
import type { LazyBackTopProps } from './lazy-back-top'

/** The button LazyBackTop loads. */
export default function BackTopButton(props: LazyBackTopProps) {
  return <FloatButton.BackTop {...props} />
}
