import type { Plugin } from 'vite'

/**
 * Parts of antd components that a component imports for a case the app rarely or never shows,
 * fetched when first rendered instead of with the component: in a build, the import is replaced
 * by a small component that renders the real one through React.lazy (with the same props).
 * Development and the unit tests keep antd as it is.
 *
 * - The Tree a Table's filter menu shows in its tree mode (`filterMode: 'tree'`, ~13 KB gzip
 *   with its styles), which no list of the app uses: every page with a table loaded it.
 *
 * A part must be a default export rendered as a plain element (no ref, no static member used).
 * A part whose file cannot be fetched (offline, or an old tab after a new build) is left out:
 * a menu no list here opens is not worth the page.
 */
const PARTS: { importer: RegExp; sources: string[] }[] = [
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    sources: ['../../../tree'],
  },
]
const PREFIX = '\0lazy-antd-part:'

/** The module that stands for the part in `file`: the part, once fetched; nothing until then. */
export function standIn(file: string): string {
  return [
    "import { createElement, lazy, Suspense } from 'react'",
    `const Part = lazy(() => import(${JSON.stringify(file)}).catch(() => ({ default: () => null })))`,
    'export default function LazyAntdPart(props) {',
    '  return createElement(Suspense, { fallback: null }, createElement(Part, props))',
    '}',
  ].join('\n')
}

export function lazyAntdParts(): Plugin {
  return {
    name: 'lazy-antd-parts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null
      const part = PARTS.find((p) => p.importer.test(importer) && p.sources.includes(source))
      if (!part) return null
      const real = await this.resolve(source, importer, { skipSelf: true })
      return real ? PREFIX + real.id : null
    },
    load: (id) => (id.startsWith(PREFIX) ? standIn(id.slice(PREFIX.length)) : null),
  }
}
