import { FloatButton } from 'antd'

/** Appears once the page is scrolled 400 px (spec 9) and scrolls smoothly back up. */
export function BackToTop() {
  return <FloatButton.BackTop visibilityHeight={400} aria-label="回到顶部" tooltip="回到顶部" />
}
