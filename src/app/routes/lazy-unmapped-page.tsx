import { lazy, Suspense } from 'react'

// Rare (a url no page is mapped to): its antd Result and Typography load only then, not with
// every menu page.
const UnmappedPage = lazy(() =>
  import('./unmapped-page').then((m) => ({ default: m.UnmappedPage })),
)

/** The unmapped-url page, loaded when a menu url maps to no page. */
export function LazyUnmappedPage({ url, mapMissing }: { url: string; mapMissing?: boolean }) {
  return (
    <Suspense fallback={null}>
      <UnmappedPage url={url} mapMissing={mapMissing} />
    </Suspense>
  )
}
