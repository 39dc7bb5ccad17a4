import type { Plugin } from 'vite'

/**
 * antd's Result imports its three illustrations (403, 404 and 500: ~10 KB gzip of the 11 its
 * chunk weighs) for every status, and a warning or a success shows none of them. The exam paper,
 * the exam result, the course study page and the news list load Result for such states, and the
 * first two were within 0.5 KB of their byte budgets. In a build, each illustration is fetched
 * when an error page first shows it instead: Result gets a small component in its place that
 * renders the real one through React.lazy. Its box has a fixed size (antd's style), so nothing
 * moves when it comes. Development and the unit tests keep antd as it is.
 */
const IMAGES = new Set(['./noFound', './serverError', './unauthorized'])
const RESULT = /[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/
const PREFIX = '\0lazy-result-image:'

export function lazyResultImages(): Plugin {
  return {
    name: 'lazy-result-images',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !IMAGES.has(source) || !RESULT.test(importer)) return null
      const real = await this.resolve(source, importer, { skipSelf: true })
      return real ? PREFIX + real.id : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const real = JSON.stringify(id.slice(PREFIX.length))
      return [
        "import { createElement, lazy, Suspense } from 'react'",
        `const Image = lazy(() => import(${real}))`,
        'export default function LazyResultImage() {',
        '  return createElement(Suspense, { fallback: null }, createElement(Image))',
        '}',
      ].join('\n')
    },
  }
}
