import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type PageModule = Promise<{ default: ComponentType }>

// Server menu urls mapped to page modules; urls without a page yet show the titled placeholder.
const loaders: Record<string, () => PageModule> = {}

export const placeholderPage = lazy(() =>
  import('./placeholder-page').then((m) => ({ default: m.Component })),
)

export const menuPages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(loaders).map(([url, load]) => [url, lazy(load)]),
)
