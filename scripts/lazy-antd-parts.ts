import type { Plugin } from 'vite'

/**
 * Parts of antd components that a component imports for a case the app rarely or never shows,
 * fetched when first rendered instead of with the component: in a build, the import is replaced
 * by a small component that renders the real one through React.lazy (with the same props).
 * Development and the unit tests keep antd as it is.
 *
 * - Result's three pictures (403, 404 and 500: ~10 KB gzip of the 11 its chunk weighed), which a
 *   warning or a success does not show. Their box has a fixed size (antd's style): nothing moves
 *   when a picture comes.
 * - The Tree a Table's filter menu shows in its tree mode (`filterMode: 'tree'`, ~10 KB gzip),
 *   which no list of the app uses: every page with a table loaded it.
 *
 * A part must be a default export rendered as a plain element (no ref, no static member used).
 */
const PARTS: { importer: RegExp; sources: string[] }[] = [
  {
    importer: /[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/,
    sources: ['./noFound', './serverError', './unauthorized'],
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    sources: ['../../../tree'],
  },
]
const PREFIX = '\0lazy-antd-part:'

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
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const real = JSON.stringify(id.slice(PREFIX.length))
      return [
        "import { createElement, lazy, Suspense } from 'react'",
        `const Part = lazy(() => import(${real}))`,
        'export default function LazyAntdPart(props) {',
        '  return createElement(Suspense, { fallback: null }, createElement(Part, props))',
        '}',
      ].join('\n')
    },
  }
}
