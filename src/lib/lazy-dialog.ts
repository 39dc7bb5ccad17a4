import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { useOpenedOnce } from './use-opened-once'

/** A dialog whose code loads when it first opens; `preload` fetches it earlier (on intent). */
export type LazyDialog<P> = ComponentType<P> & { preload: () => void }

/**
 * Wraps a dialog module so that a screen's chunk stays light: nothing renders (or loads) until
 * `open` is first true; after that it stays mounted, so it can animate out.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | undefined
  const fetchOnce = () => (loading ??= load())
  const Dialog = lazy(() => fetchOnce().then((component) => ({ default: component })))
  function Lazy(props: P) {
    const used = useOpenedOnce(props.open)
    if (!used) return null
    return createElement(Suspense, { fallback: null }, createElement(Dialog, props))
  }
  return Object.assign(Lazy, {
    preload: () => {
      // a failed preload is retried when the dialog opens
      fetchOnce().catch(() => {
        loading = undefined
      })
    },
  })
}
