import { LazyBackTop } from '../components/lazy-back-top'

/** Appears once the page is scrolled 400 px (behaviour B9.11) and scrolls smoothly back up. */
export function BackToTop() {
  return <LazyBackTop visibilityHeight={400} aria-label="回到顶部" tooltip="回到顶部" />
}
